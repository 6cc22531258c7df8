import Type from 'typebox';
import { Id, RequiredText } from '../../lib/schema-types.ts';
import { PhotoFailureCodeSchema } from '../../shared/domain/photo-failure.ts';
import { pagingQuery } from '../../shared/paging.ts';

const PhotoIds = Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true });

export const CreateAlbumBody = Type.Object({
  activityId: Id,
  name: RequiredText(100),
  /** The name on English pages; blank: they show `name`. */
  nameEn: Type.Optional(Type.String({ maxLength: 100 })),
  shootDate: Type.Optional(Type.String({ format: 'date' })),
  defaultPrice: Type.Optional(Type.Integer()),
  /** Where along the course the photos were taken (起跑, 10K, 終點); blank means none. */
  cameraPoint: Type.Optional(Type.String({ maxLength: 64 })),
  /** The same place in English (Start, 10K, Finish); blank: English pages show the Chinese. */
  cameraPointEn: Type.Optional(Type.String({ maxLength: 64 })),
});

export const AlbumResult = Type.Object({
  coId: Type.Integer(),
  activityId: Type.Integer(),
  name: Type.String(),
  nameEn: Type.Union([Type.String(), Type.Null()]),
  shootDate: Type.Union([Type.String(), Type.Null()]),
  cameraPoint: Type.Union([Type.String(), Type.Null()]),
  cameraPointEn: Type.Union([Type.String(), Type.Null()]),
  defaultPrice: Type.Integer(),
  photoCount: Type.Integer(),
});

export const MyAlbumsQuery = Type.Object({ activityId: Type.Optional(Id), ...pagingQuery() });

export const MyAlbum = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  activityId: Type.Integer(),
  activityTitle: Type.String(),
  cameraPoint: Type.Union([Type.String(), Type.Null()]),
  defaultPrice: Type.Integer(),
  /** Every photo the album holds, whatever its state. */
  photoCount: Type.Integer(),
});

/** SHA-256 of a file's bytes, lowercase hex: the content hash the album's unique index holds. */
const ContentHash = Type.String({ pattern: '^[0-9a-f]{64}$', maxLength: 64 });

export const ExistingHashesBody = Type.Object({
  coId: Id,
  hashes: Type.Array(ContentHash, { maxItems: 1000 }),
});

export const ExistingHashesResult = Type.Object({ hashes: Type.Array(Type.String()) });

export const AlbumQuery = Type.Object({ coId: Id });

const Outcome = Type.Object({
  fileName: Type.String(),
  status: Type.Union([Type.Literal('accepted'), Type.Literal('duplicate'), Type.Literal('refused')]),
  photoId: Type.Optional(Type.Integer()),
  code: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
});

export const UploadResult = Type.Object({
  batchId: Type.String(),
  accepted: Type.Integer(),
  duplicates: Type.Integer(),
  refused: Type.Integer(),
  items: Type.Array(Outcome),
});

export const ProgressQuery = Type.Object({ coId: Id, batchId: Type.Optional(Type.String({ format: 'uuid' })) });

export const ProgressResult = Type.Object({
  total: Type.Integer(),
  processing: Type.Integer(),
  ready: Type.Integer(),
  failed: Type.Integer(),
  hidden: Type.Integer(),
  /** Share of photos no longer processing, 0–100. */
  percent: Type.Integer(),
  /** `code`: why processing failed; the page says it in the reader's language. */
  failures: Type.Array(Type.Object({ photoId: Type.Integer(), fileName: Type.String(), code: PhotoFailureCodeSchema })),
});

export const UpdateMoneyBody = Type.Object({
  coId: Id,
  price: Type.Integer(),
  /** Without it the price becomes the album's default and applies to all its photos. */
  photoIds: Type.Optional(PhotoIds),
});

export const BibTagsBody = Type.Object({
  photoId: Id,
  bibs: Type.Array(Type.String({ maxLength: 32 }), { maxItems: 20 }),
});

export const VisibilityBody = Type.Object({ photoIds: PhotoIds, hidden: Type.Boolean() });
export const DeleteBody = Type.Object({ photoIds: PhotoIds });
export const ChangedResult = Type.Object({ changed: Type.Integer() });
