import Type, { type TSchema } from 'typebox';
import { Id, Int32, RequiredText } from '../../lib/schema-types.ts';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';

// The back office's races (AdminEvent) and photo activities (AdminActivity).

const DateString = Type.String({ format: 'date' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const OptionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
/** Rich text is HTML: generous, but bounded. */
const RICH_TEXT_MAX = 200_000;

export const AdminListQuery = Type.Object({
  ...pagingQuery(),
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the zh-TW or English title' })),
  sgL_ActivityDate: Type.Optional(
    Type.Array(DateString, { minItems: 2, maxItems: 2, description: 'From and to dates, both included' }),
  ),
  isVisible: Type.Optional(Type.Boolean()),
});

export const IdQuery = Type.Object({ id: Id });

const place = {
  cityId: Type.Optional(Nullable(Id)),
  typeId: Type.Optional(Nullable(Id)),
};

export const EventInput = Type.Object({
  title: RequiredText(200),
  titleEn: OptionalText(200),
  eventDate: DateString,
  ...place,
  location: OptionalText(200),
  locationEn: OptionalText(200),
  signUpUrl: OptionalText(500),
  content: OptionalText(RICH_TEXT_MAX),
  contentEn: OptionalText(RICH_TEXT_MAX),
  isRecommended: Type.Optional(Type.Boolean({ default: false })),
  isVisible: Type.Optional(Type.Boolean({ default: true })),
});
export const EventUpdate = Type.Object({ id: Id, ...EventInput.properties });

export const AdminEventView = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  titleEn: Nullable(Type.String()),
  eventDate: DateString,
  cityId: Nullable(Type.Integer()),
  typeId: Nullable(Type.Integer()),
  location: Nullable(Type.String()),
  locationEn: Nullable(Type.String()),
  signUpUrl: Nullable(Type.String()),
  content: Nullable(Type.String()),
  contentEn: Nullable(Type.String()),
  coverUrl: Nullable(Type.String()),
  isRecommended: Type.Boolean(),
  isVisible: Type.Boolean(),
  activityCount: Type.Integer(),
});
export const AdminEventList = PagedResult(AdminEventView);

export const ActivityInput = Type.Object({
  title: RequiredText(200),
  titleEn: OptionalText(200),
  activityDate: DateString,
  ...place,
  eventId: Type.Optional(Nullable(Id)),
  isVisible: Type.Optional(Type.Boolean({ default: true })),
  isRecommended: Type.Optional(Type.Boolean({ default: false })),
  bibSearchEnabled: Type.Optional(Type.Boolean({ default: true })),
  faceSearchEnabled: Type.Optional(
    Type.Boolean({ default: true, description: 'Off forgets the faces found so far (hidden ones stay hidden)' }),
  ),
  defaultPrice: Int32({ minimum: 0, description: 'NT$, one of the price list' }),
  bundlePrice: Type.Optional(
    Nullable(
      Int32({ minimum: 1, maximum: 1_000_000, description: "NT$ for all of a member's photos; none: no bundle" }),
    ),
  ),
});
export const ActivityUpdate = Type.Object({ id: Id, ...ActivityInput.properties });

export const AdminActivityView = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  titleEn: Nullable(Type.String()),
  activityDate: DateString,
  cityId: Nullable(Type.Integer()),
  typeId: Nullable(Type.Integer()),
  eventId: Nullable(Type.Integer()),
  coverUrl: Nullable(Type.String()),
  isVisible: Type.Boolean(),
  isRecommended: Type.Boolean(),
  bibSearchEnabled: Type.Boolean(),
  faceSearchEnabled: Type.Boolean(),
  defaultPrice: Type.Integer(),
  bundlePrice: Nullable(Type.Integer()),
  photoCount: Type.Integer(),
  deleting: Type.Boolean({ description: 'Deleted by an admin: its photos and files are being removed' }),
});
export const AdminActivityList = PagedResult(AdminActivityView);

export const DeleteImpact = Type.Object({
  albums: Type.Integer(),
  photos: Type.Integer(),
  faces: Type.Integer(),
  soldItems: Type.Integer({ description: 'Order items of paid or refunded orders' }),
  orderedItems: Type.Integer({ description: 'Order items of any order: deleting is refused unless 0' }),
});

export const CoverResult = Type.Object({ coverUrl: Type.String() });
