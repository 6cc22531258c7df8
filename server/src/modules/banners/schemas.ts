import Type from 'typebox';
import { Id, RequiredText } from '../../lib/schema-types.ts';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';
import { SiteLink } from '../../shared/site-link.ts';
import { SortNumber } from '../../shared/sort-order.ts';
import { SrcSet } from '../../shared/views/srcset.ts';

export const BannerQuery = Type.Object({
  /** 1 = the home carousel. */
  typeId: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
});

export const BannerList = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      /** In the caller's language (Chinese when no English was written). */
      title: Type.String(),
      /** The image's description in the caller's language; the title when none was written. */
      altText: Type.String(),
      imageUrl: Type.String(),
      imageSrcSet: SrcSet,
      linkUrl: Type.Union([Type.String(), Type.Null()]),
      sort: Type.Integer(),
    }),
  ),
});

export const BannerTypeList = Type.Object({
  items: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});

const NullableTime = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const AdminBannerView = Type.Object({
  id: Type.Integer(),
  typeId: Type.Integer(),
  title: Type.String(),
  titleEn: Type.Union([Type.String(), Type.Null()]),
  altText: Type.Union([Type.String(), Type.Null()]),
  altTextEn: Type.Union([Type.String(), Type.Null()]),
  imageKey: Type.String(),
  imageUrl: Type.String(),
  linkUrl: Type.Union([Type.String(), Type.Null()]),
  sort: Type.Integer(),
  isVisible: Type.Boolean(),
  startsAt: NullableTime,
  endsAt: NullableTime,
  updatedAt: Type.String({ format: 'date-time' }),
});

export const AdminBannerList = PagedResult(AdminBannerView);

export const AdminBannerListQuery = Type.Object({
  ...pagingQuery(),
  typeId: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});

/** What the banner form sends; the image is uploaded first (UploadImage answers its key). */
export const BannerFields = Type.Object({
  typeId: Type.Integer({ minimum: 1, maximum: 1000 }),
  title: RequiredText(200),
  titleEn: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  altText: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  altTextEn: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  imageKey: Type.String({ minLength: 1, maxLength: 200 }),
  linkUrl: Type.Optional(Type.Union([SiteLink, Type.Null()])),
  sort: SortNumber,
  isVisible: Type.Boolean(),
  startsAt: Type.Optional(NullableTime),
  endsAt: Type.Optional(NullableTime),
});

export const UpdateBannerBody = Type.Object({ id: Id, ...BannerFields.properties });

export const BannerIdQuery = Type.Object({ Id: Id });

export const BannerImage = Type.Object({ imageKey: Type.String(), imageUrl: Type.String() });
