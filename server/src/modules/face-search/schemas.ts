import Type from 'typebox';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';
import { PhotoView } from '../../shared/views/photo-view.ts';
import { PhotographerView } from '../../shared/views/photographer-view.ts';

const Id = Type.Integer({ minimum: 1 });
const Time = Type.String({ format: 'date-time' });

export const ActivityQuery = Type.Object({ activityId: Id });

export const SearchQuery = Type.Object({ activityId: Id, ...pagingQuery({ max: 100, defaultSize: 20 }) });

export const FaceResult = PagedResult(
  Type.Object({
    coId: Type.Integer(),
    albumName: Type.String(),
    cameraPoint: Type.Union([Type.String(), Type.Null()]),
    photographer: PhotographerView,
    photos: Type.Array(Type.Object({ ...PhotoView.properties, distance: Type.Number() })),
  }),
);

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
