import Type from 'typebox';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';
import { Id, RequiredText } from '../../lib/schema-types.ts';

export const SignUpBody = Type.Object({
  activityId: Id,
  /** Where along the course, e.g. 起跑, 10K, 終點. */
  cameraPoint: RequiredText(64),
  note: Type.Optional(Type.String({ maxLength: 500 })),
});

export const SignUpIdBody = Type.Object({ id: Id });

export const MySignUpsQuery = Type.Object({
  ...pagingQuery(),
  /** Only the sign-ups for this activity (the upload page prefills the album's camera point). */
  activityId: Type.Optional(Id),
});

export const RecordListBody = Type.Object({
  ...pagingQuery(),
  activityId: Type.Optional(Id),
  photographerId: Type.Optional(Id),
});

const SignUpFields = {
  id: Type.Integer(),
  activityId: Type.Integer(),
  sgL_Title: Type.String(),
  sgL_ActivityDate: Type.String({ format: 'date' }),
  cameraPoint: Type.String(),
  note: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
};

export const SignUpView = Type.Object(SignUpFields);
export const SignUpList = PagedResult(SignUpView);

export const RecordList = PagedResult(
  Type.Object({
    ...SignUpFields,
    photographer: Type.Object({ id: Type.Integer(), displayName: Type.String(), email: Type.String() }),
  }),
);
