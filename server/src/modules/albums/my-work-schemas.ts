import Type from 'typebox';
import { Id } from '../../lib/schema-types.ts';
import { PhotoFailureCodeSchema } from '../../shared/domain/photo-failure.ts';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';

// "My work": a photographer's albums with their photos counted by status, and one album's photos.

const NullableString = Type.Union([Type.String(), Type.Null()]);

const StatusName = Type.Union([
  Type.Literal('processing'),
  Type.Literal('ready'),
  Type.Literal('failed'),
  Type.Literal('hidden'),
]);

export const MyAlbumsQuery = Type.Object({
  /** Just this album (the album page's heading and counts). */
  coId: Type.Optional(Id),
  activityId: Type.Optional(Id),
  /** Part of the album's name. */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  ...pagingQuery({ max: 100, defaultSize: 20 }),
});

const StatusCounts = Type.Object({
  processing: Type.Integer(),
  ready: Type.Integer(),
  failed: Type.Integer(),
  hidden: Type.Integer(),
  total: Type.Integer(),
});

const MyAlbum = Type.Object({
  coId: Type.Integer(),
  name: Type.String(),
  activityId: Type.Integer(),
  activityTitle: Type.String(),
  activityDate: Type.String({ format: 'date' }),
  cameraPoint: NullableString,
  shootDate: NullableString,
  defaultPrice: Type.Integer(),
  coverUrl: NullableString,
  counts: StatusCounts,
});

const MyActivity = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  activityDate: Type.String({ format: 'date' }),
});

export const MyAlbumsResult = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(MyAlbum),
  /** Every activity the caller has an album in, newest first: what the list can be filtered by. */
  activities: Type.Array(MyActivity),
});

/** Sizes the photo grid pages in. */
export const MAX_ALBUM_PHOTOS_PAGE = 200;

export const AlbumPhotosQuery = Type.Object({
  coId: Id,
  status: Type.Optional(StatusName),
  bib: Type.Optional(Type.String({ maxLength: 16 })),
  /** By the time taken: earliest first (default) or latest first. */
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  ...pagingQuery({ max: MAX_ALBUM_PHOTOS_PAGE, defaultSize: 50 }),
});

const MyPhoto = Type.Object({
  id: Type.Integer(),
  fileName: Type.String(),
  thumbnailUrl: NullableString,
  /** The watermarked preview, for a closer look. */
  previewUrl: NullableString,
  takenAt: Type.String({ format: 'date-time' }),
  price: Type.Integer(),
  status: StatusName,
  /** Why processing failed; the page says it in the reader's language. */
  failureCode: Type.Union([PhotoFailureCodeSchema, Type.Null()]),
  bibTags: Type.Array(Type.Object({ bib: Type.String(), source: Type.String() })),
  /** Bought or being bought: such a photo cannot be deleted, only hidden. */
  inOrder: Type.Boolean(),
});

export const AlbumPhotosResult = PagedResult(MyPhoto);

const PhotoIds = Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true });

export const ReprocessBody = Type.Object({ ids: PhotoIds });

export const AddBibTagBody = Type.Object({ photoIds: PhotoIds, bib: Type.String({ maxLength: 32 }) });

export const ReprocessResult = Type.Object({
  /** Failed photos sent to processing again. */
  reprocessed: Type.Integer(),
  /** Photos that had not failed (already processing again, ready or hidden): left as they are. */
  skipped: Type.Integer(),
});
