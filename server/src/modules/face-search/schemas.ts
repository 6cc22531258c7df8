import Type from 'typebox';
import { pagingQuery } from '../../shared/paging.ts';
import { FaceSearchId, MAX_SELFIE_FACES, Similarity } from '../../faces/stored-face-search.ts';
import { AlbumPhotoView } from '../../shared/views/album-photo-view.ts';

const Id = Type.Integer({ minimum: 1 });
const Time = Type.String({ format: 'date-time' });

export const ActivityQuery = Type.Object({ activityId: Id });

export const SearchQuery = Type.Object({ activityId: Id, ...pagingQuery({ max: 100, defaultSize: 20 }) });

/** A kept selfie search (docs/decisions/043). */
const SearchId = FaceSearchId;

export const SearchAgainQuery = Type.Object({
  searchId: SearchId,
  faceIndex: Type.Optional(
    Type.Integer({ minimum: 0, maximum: MAX_SELFIE_FACES - 1, description: "Another of the selfie's faces" }),
  ),
  ...pagingQuery({ max: 100, defaultSize: 20 }),
});

export const NotMeBody = Type.Object({ searchId: SearchId, photoId: Id });

/** Where a face is in the selfie, as fractions of the picture (EXIF orientation applied). */
const FaceBox = Type.Object({ x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() });

export const FaceResult = Type.Object({
  searchId: SearchId,
  faceIndex: Type.Integer({ description: 'The face searched for, in faces' }),
  faces: Type.Array(FaceBox, { description: 'The faces found in the selfie, clearest first' }),
  totalCount: Type.Integer(),
  items: Type.Array(
    Type.Object({
      ...AlbumPhotoView.properties,
      distance: Type.Number(),
      similarity: Similarity,
    }),
    { description: 'Best match first' },
  ),
});

export const HideMeResult = Type.Object({
  hidden: Type.Integer({ description: 'Faces hidden by this request' }),
  requestId: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The recorded request, to undo it; null when no face needed hiding',
  }),
});

/** One hide-me request as its member sees it. */
export const HideRequestView = Type.Object({
  id: Type.Integer(),
  activityId: Type.Integer(),
  activityTitle: Type.String(),
  faceCount: Type.Integer({ description: 'Faces it hid when it was made' }),
  createdAt: Time,
  undoneAt: Type.Union([Time, Type.Null()]),
});

/** As the back office reviews it: whose it is and who undid it. */
export const AdminHideRequestView = Type.Object({
  ...HideRequestView.properties,
  member: Type.Object({ id: Type.Integer(), email: Type.String(), displayName: Type.String() }),
  undoneByUserId: Type.Union([Type.Integer(), Type.Null()]),
});

export const AdminHideRequestQuery = Type.Object({
  ...pagingQuery(),
  activityId: Type.Optional(Id),
  userId: Type.Optional(Id),
});

export const HideRequestBody = Type.Object({ id: Id });

export const UndoResult = Type.Object({
  restored: Type.Integer({ description: 'Faces searchable again (0 when it was already undone)' }),
});
