import Type, { type TSchema } from 'typebox';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';
import { PhotographerView } from '../../shared/views/photographer-view.ts';
import { PhotoView } from '../../shared/views/photo-view.ts';
import { coverFields } from '../../shared/views/cover-view.ts';
import { Id } from '../../lib/schema-types.ts';

const DateString = Type.String({ format: 'date' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
// JSON bodies from the original client carry null for filters the user left empty.
const Filter = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));
const Keyword = Filter(Type.String({ maxLength: 100 }));

/** An activity card: home page, keyword dropdown, activities-with-photos list. */
export const ActivityCard = Type.Object({
  id: Type.Integer(),
  sgL_Title: Type.String(),
  sgL_ActivityDate: DateString,
  photoCount: Type.Integer(),
  photographerCount: Type.Integer(),
  region: Nullable(Type.String()),
  ...coverFields,
  isRecommended: Type.Boolean(),
  /** Its title and region in the other language, so a search typed in either finds it. */
  alsoKnownAs: Type.String(),
});
export const ActivityCardList = PagedResult(ActivityCard);

export const GetIndexBody = Type.Object({
  // The home page's keyword dropdown asks for every activity at once (spec §9: 99999).
  ...pagingQuery({ max: 99999 }),
  SGL_Recommend: Filter(Type.Boolean()),
  sgL_ActivityDate: Filter(Type.Array(DateString, { minItems: 2, maxItems: 2 })),
  keyword: Keyword,
});

export const GetAllByPhotoBody = Type.Object({
  ...pagingQuery(),
  year: Filter(Type.Integer({ minimum: 2000, maximum: 2100 })),
  month: Filter(Type.Integer({ minimum: 1, maximum: 12 })),
  cityId: Filter(Id),
  typeId: Filter(Id),
  keyword: Keyword,
});

export const YearMonthList = Type.Array(
  Type.Object({
    year: Type.Integer(),
    activityCount: Type.Integer(),
    photoCount: Type.Integer(),
    months: Type.Array(
      Type.Object({ month: Type.Integer(), activityCount: Type.Integer(), photoCount: Type.Integer() }),
    ),
  }),
);

export const EventListQuery = Type.Object({
  ...pagingQuery(),
  /** Races of one month, YYYY-MM (still from today on). */
  month: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' })),
  cityId: Type.Optional(Id),
  typeId: Type.Optional(Id),
});

const eventFields = {
  id: Type.Integer(),
  sgL_Title: Type.String(),
  sgL_ActivityDate: DateString,
  cityId: Nullable(Type.Integer()),
  region: Nullable(Type.String()),
  typeId: Nullable(Type.Integer()),
  typeName: Nullable(Type.String()),
  location: Nullable(Type.String()),
  signUpUrl: Nullable(Type.String()),
  ...coverFields,
  isRecommended: Type.Boolean(),
};
export const EventList = PagedResult(Type.Object(eventFields));

export const IdQuery = Type.Object({ id: Id });

export const EventDetails = Type.Object({
  ...eventFields,
  content: Nullable(Type.String()),
  activities: Type.Array(
    Type.Object({
      id: Type.Integer(),
      sgL_Title: Type.String(),
      sgL_ActivityDate: DateString,
      photoCount: Type.Integer(),
      ...coverFields,
    }),
  ),
});

export const ActivityIdQuery = Type.Object({ activityId: Id });

export const ActivityConfig = Type.Object({
  id: Type.Integer(),
  sgL_Title: Type.String(),
  sgL_ActivityDate: DateString,
  region: Nullable(Type.String()),
  typeName: Nullable(Type.String()),
  eventId: Nullable(Type.Integer()),
  ...coverFields,
  photoCount: Type.Integer(),
  photographerCount: Type.Integer(),
  bibSearchEnabled: Type.Boolean(),
  faceSearchEnabled: Type.Boolean(),
  /** The activity's registered bibs carry names: a runner can search by name (decision 067). */
  nameSearchEnabled: Type.Boolean(),
  /** NT$ for all of a member's photos in the activity as one cart line; null: no bundle offered. */
  bundlePrice: Nullable(Type.Integer()),
  /** When its follows end (FOLLOW_DAYS after its day): following is offered until then (decisions 079, 081). */
  followsEndAt: Type.String({ format: 'date-time' }),
  albums: Type.Array(
    Type.Object({
      coId: Type.Integer(),
      name: Type.String(),
      /** Where along the course it was shot (起跑, 10K, 終點), when its photographer said. */
      cameraPoint: Nullable(Type.String()),
      shootDate: Nullable(DateString),
      photographer: PhotographerView,
      photoCount: Type.Integer(),
      coverUrl: Nullable(Type.String()),
    }),
  ),
});

/** The live page of an activity: what was published lately and what is still on its way. */
export const LiveActivity = Type.Object({
  id: Type.Integer(),
  sgL_Title: Type.String(),
  /** Start of the first slot; slot i covers from + i × slotMinutes (the last one is the current one). */
  from: Type.String({ format: 'date-time' }),
  slotMinutes: Type.Integer(),
  /** Per camera point (its album's name when none was given), most photos first. */
  places: Type.Array(
    Type.Object({
      place: Type.String(),
      /** Photos published per slot, oldest slot first. */
      counts: Type.Array(Type.Integer()),
      total: Type.Integer(),
    }),
  ),
  /** The newest published photos, newest first. */
  newest: Type.Array(
    Type.Object({ ...PhotoView.properties, place: Type.String(), publishedAt: Type.String({ format: 'date-time' }) }),
  ),
  /** Photos uploaded to its visible albums and still being processed (queued or in progress). */
  processing: Type.Integer(),
  lastPublishedAt: Nullable(Type.String({ format: 'date-time' })),
  /** When this answer was read (it may be kept a few seconds). */
  asOf: Type.String({ format: 'date-time' }),
});
