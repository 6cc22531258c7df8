import Type from 'typebox';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';
import { PhotoView } from '../../shared/views/photo-view.ts';
import { PhotographerView } from '../../shared/views/photographer-view.ts';
import { Id, RequiredText } from '../../lib/schema-types.ts';
import { FaceSearchId, Similarity } from '../../faces/stored-face-search.ts';
import { AlbumPhotoView } from '../../shared/views/album-photo-view.ts';
import { BibCode } from '../../shared/domain/bib.ts';

const DateString = Type.String({ format: 'date' });
/** Where along the course an album was shot (起跑, 10K, 終點), when its photographer said. */
const CameraPoint = Type.Union([Type.String(), Type.Null()]);
const NullableDate = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const BibSearchBody = Type.Object({
  activityId: Id,
  code: BibCode,
  ...pagingQuery({ max: 100, defaultSize: 20 }),
});

const BibMatch = Type.Object({
  bib: Type.String(),
  /** The best confidence among the photo's tags for this bib (1 = typed by a person). */
  confidence: Type.Number(),
  sources: Type.Array(Type.String()),
});

const BibHit = Type.Object({
  ...PhotoView.properties,
  bibMatch: BibMatch,
  /** 'face': no tag of the bib, but a face linked to it (decision 044): confidence 0, no sources. */
  foundBy: Type.Union([Type.Literal('bib'), Type.Literal('face')]),
});

export const BibSearchResult = Type.Object({
  /** Matching photos in all (items group the page's photos by album). */
  totalCount: Type.Integer(),
  items: Type.Array(
    Type.Object({
      coId: Type.Integer(),
      albumName: Type.String(),
      cameraPoint: CameraPoint,
      photographer: PhotographerView,
      photos: Type.Array(BibHit),
    }),
  ),
});

export const NameSearchBody = Type.Object({
  activityId: Id,
  /** The runner's whole name as registered; spaces, punctuation, case and accents do not matter. */
  name: RequiredText(100),
});

export const NameSearchResult = Type.Object({
  /** Bibs registered under exactly that name that have published photos; empty for any other name. */
  bibs: Type.Array(Type.String()),
});

export const MergedSearchBody = Type.Object({
  activityId: Id,
  code: Type.Optional(BibCode),
  /** A kept selfie search of this activity (decision 043): the caller's own, as FaceSearch/GetResult. */
  faceSearchId: Type.Optional(FaceSearchId),
  ...pagingQuery({ max: 100, defaultSize: 20 }),
});

export const MergedSearchResult = PagedResult(
  Type.Object({
    ...AlbumPhotoView.properties,
    /** both: the bib (or a face linked to it) and the selfie; bibFace: only a face linked to the bib. */
    foundBy: Type.Union([Type.Literal('both'), Type.Literal('bib'), Type.Literal('selfie'), Type.Literal('bibFace')]),
    /** How the bib found it; null when only the selfie did. */
    bibMatch: Type.Union([BibMatch, Type.Null()]),
    /** How close the selfie's match is; null when only the bib found it. */
    distance: Type.Union([Type.Number(), Type.Null()]),
    similarity: Type.Union([Similarity, Type.Null()]),
  }),
);

/** A time of day, HH:mm (24 h). */
const TimeOfDay = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', maxLength: 5 });

export const PlaceTimeQuery = Type.Object({
  activityId: Id,
  /** An album's camera point, as the activity's albums name it; absent: every camera point. */
  cameraPoint: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** Taipei time on the activity's date: the photos 5 minutes either side. Or a window from–to. */
  around: Type.Optional(TimeOfDay),
  from: Type.Optional(TimeOfDay),
  to: Type.Optional(TimeOfDay),
  ...pagingQuery({ max: 100, defaultSize: 24 }),
});
export const PlaceTimePhotos = PagedResult(Type.Object({ ...PhotoView.properties, cameraPoint: CameraPoint }));

export const AlbumPhotosBody = Type.Object({
  ...pagingQuery(),
  coId: Id,
  takenFrom: Type.Optional(NullableDate),
  takenTo: Type.Optional(NullableDate),
});
export const PhotoList = PagedResult(PhotoView);

export const ByUserQuery = Type.Object({ ...pagingQuery(), userId: Id });

export const UserAlbums = Type.Object({
  totalCount: Type.Integer(),
  photographer: PhotographerView,
  items: Type.Array(
    Type.Object({
      coId: Type.Integer(),
      name: Type.String(),
      cameraPoint: CameraPoint,
      shootDate: Type.Union([DateString, Type.Null()]),
      photoCount: Type.Integer(),
      coverUrl: Type.Union([Type.String(), Type.Null()]),
      activityId: Type.Integer(),
      sgL_Title: Type.String(),
      sgL_ActivityDate: DateString,
    }),
  ),
});

export const PhotographerPageQuery = Type.Object({ ...pagingQuery({ defaultSize: 5 }), userId: Id });

export const PhotographerPage = Type.Object({
  photographer: Type.Object({
    ...PhotographerView.properties,
    /** From the photographer's latest approved application. */
    introduction: Type.Union([Type.String(), Type.Null()]),
  }),
  /** Published albums and their ready photos in all. */
  albumCount: Type.Integer(),
  photoCount: Type.Integer(),
  /** Activities with this photographer's published albums, newest first (paged). */
  activities: PagedResult(
    Type.Object({
      id: Type.Integer(),
      sgL_Title: Type.String(),
      sgL_ActivityDate: DateString,
      albums: Type.Array(
        Type.Object({
          coId: Type.Integer(),
          name: Type.String(),
          cameraPoint: CameraPoint,
          photoCount: Type.Integer(),
          coverUrl: Type.Union([Type.String(), Type.Null()]),
        }),
      ),
    }),
  ),
});

export const PhotoDetailQuery = Type.Object({ id: Id });

export const PhotoDetail = Type.Object({
  photo: PhotoView,
  album: Type.Object({ coId: Type.Integer(), name: Type.String(), cameraPoint: CameraPoint }),
  activity: Type.Object({ id: Type.Integer(), sgL_Title: Type.String(), sgL_ActivityDate: DateString }),
  photographer: PhotographerView,
  /** The bib numbers read or typed on this photo with good confidence, sorted. */
  bibs: Type.Array(Type.String()),
  /** "前後五秒": published photos of the same album taken within 5 s of this one, by time. */
  neighbours: Type.Array(PhotoView),
});
