import Type from 'typebox';
import { Id, RequiredText } from '../../lib/schema-types.ts';
import { ALBUM_SETTING_BOUNDS as BOUNDS } from '../../shared/album-settings.ts';
import { PhotoFailureCodeSchema } from '../../shared/domain/photo-failure.ts';
import { pagingQuery, PagedResult } from '../../shared/paging.ts';

const Nullable = <T extends ReturnType<typeof Type.String | typeof Type.Integer>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

// ---------------------------------------------------------------- AdminAlbumSetting

export const AlbumSettingView = Type.Object({
  priceList: Type.Array(Type.Integer()),
  watermarkText: Type.String(),
  previewLongSide: Type.Integer(),
  bibOcrEnabled: Type.Boolean(),
  ocrMinConfidence: Type.Number(),
  faceMatchThreshold: Type.Number(),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const UpdateAlbumSettingBody = Type.Object({
  /** Stored sorted, without repeats. */
  priceList: Type.Optional(Type.Array(Type.Integer(BOUNDS.price), BOUNDS.priceListItems)),
  watermarkText: Type.Optional(RequiredText(BOUNDS.watermarkTextLength)),
  previewLongSide: Type.Optional(Type.Integer(BOUNDS.previewLongSide)),
  bibOcrEnabled: Type.Optional(Type.Boolean()),
  ocrMinConfidence: Type.Optional(Type.Number(BOUNDS.ocrMinConfidence)),
  faceMatchThreshold: Type.Optional(Type.Number(BOUNDS.faceMatchThreshold)),
});

// ---------------------------------------------------------------- AdminAlbum

export const AdminAlbumListQuery = Type.Object({
  ...pagingQuery(),
  /** Part of the album's name, its photographer's name or its activity's title. */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  activityId: Type.Optional(Id),
  photographerId: Type.Optional(Id),
  isVisible: Type.Optional(Type.Boolean()),
});

export const AdminAlbumView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  activityId: Type.Integer(),
  activityTitle: Type.String(),
  photographerId: Type.Integer(),
  photographerName: Type.String(),
  defaultPrice: Type.Integer(),
  isVisible: Type.Boolean(),
  /** Photos by status. */
  counts: Type.Object({
    processing: Type.Integer(),
    ready: Type.Integer(),
    failed: Type.Integer(),
    hidden: Type.Integer(),
  }),
  createdAt: Type.String({ format: 'date-time' }),
});

export const AdminAlbumList = PagedResult(AdminAlbumView);

export const SetAlbumVisibleBody = Type.Object({ albumId: Id, isVisible: Type.Boolean() });

// ---------------------------------------------------------------- AdminImgDeal

const ProblemStatus = Type.Union([Type.Literal('failed'), Type.Literal('hidden')]);

export const ProblemPhotoQuery = Type.Object({
  ...pagingQuery(),
  status: ProblemStatus,
  activityId: Type.Optional(Id),
  albumId: Type.Optional(Id),
});

export const ProblemPhotoView = Type.Object({
  id: Type.Integer(),
  fileName: Type.String(),
  status: ProblemStatus,
  failureCode: Type.Union([PhotoFailureCodeSchema, Type.Null()]),
  /** The technical detail behind the code (the image library's words), for admins. */
  failureReason: Nullable(Type.String()),
  thumbnailUrl: Nullable(Type.String()),
  albumId: Type.Integer(),
  albumName: Type.String(),
  activityId: Type.Integer(),
  activityTitle: Type.String(),
  photographerName: Type.String(),
  bibs: Type.Array(Type.String()),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const ProblemPhotoList = PagedResult(ProblemPhotoView);

const PhotoIds = Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true });

/** Exactly one of: some photos, an album, an activity. */
export const RetryBody = Type.Object({
  photoIds: Type.Optional(PhotoIds),
  albumId: Type.Optional(Id),
  activityId: Type.Optional(Id),
});

export const SetPhotosHiddenBody = Type.Object({ photoIds: PhotoIds, hidden: Type.Boolean() });

const Bibs = Type.Array(Type.String({ minLength: 1, maxLength: 16 }), { maxItems: 20 });

export const UpdateBibTagsBody = Type.Object({
  photoIds: PhotoIds,
  /** Bibs tagged on every photo (source admin). */
  add: Type.Optional(Bibs),
  /** Bibs taken off every photo, whoever tagged them. */
  remove: Type.Optional(Bibs),
});

export const RerunBody = Type.Object({
  albumId: Type.Optional(Id),
  activityId: Type.Optional(Id),
  what: Type.Union([Type.Literal('ocr'), Type.Literal('faces')]),
});

export const ChangedResult = Type.Object({ changed: Type.Integer() });

// ---------------------------------------------------------------- AdminImgDeal: held readings (decision 067)

export const HeldReadingQuery = Type.Object({
  ...pagingQuery(),
  activityId: Type.Optional(Id),
  albumId: Type.Optional(Id),
  /** One bib only (as read). */
  bib: Type.Optional(Type.String({ pattern: '^\\s*[A-Za-z0-9]{1,16}\\s*$' })),
});

const Box = Type.Object({ x: Type.Integer(), y: Type.Integer(), width: Type.Integer(), height: Type.Integer() });

export const HeldReadingView = Type.Object({
  id: Type.Integer(),
  bib: Type.String(),
  confidence: Type.Number(),
  /** Where it was read, in the original's pixels (width × height). */
  box: Type.Union([Box, Type.Null()]),
  photoId: Type.Integer(),
  fileName: Type.String(),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  thumbnailUrl: Nullable(Type.String()),
  previewUrl: Nullable(Type.String()),
  albumId: Type.Integer(),
  albumName: Type.String(),
  activityId: Type.Integer(),
  activityTitle: Type.String(),
  photographerName: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const HeldReadingList = PagedResult(HeldReadingView);

export const HeldReadingIdsBody = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true }),
});
