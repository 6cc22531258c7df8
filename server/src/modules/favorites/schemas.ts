import Type, { type TSchema } from 'typebox';
import { pagingQuery } from '../../shared/paging.ts';
import { PhotoView } from '../../shared/views/photo-view.ts';
import { coverFields } from '../../shared/views/cover-view.ts';
import { Id } from '../../lib/schema-types.ts';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Exactly one of the two (checked in the service, with a message). */
export const FavoriteTarget = Type.Object({ photoId: Type.Optional(Id), activityId: Type.Optional(Id) });

export const FavoriteListQuery = Type.Object({
  ...pagingQuery(),
  type: Type.Union([Type.Literal('photo'), Type.Literal('activity')], { default: 'photo' }),
});

const FavoritePhoto = Type.Object({
  ...PhotoView.properties,
  activityId: Type.Integer(),
  activityTitle: Type.String(),
});

const FavoriteActivity = Type.Object({
  id: Type.Integer(),
  sgL_Title: Type.String(),
  sgL_ActivityDate: Type.String({ format: 'date' }),
  photoCount: Type.Integer(),
  ...coverFields,
});

export const FavoriteList = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(
    Type.Object({
      favoriteId: Type.Integer(),
      createdAt: Type.String({ format: 'date-time' }),
      photo: Nullable(FavoritePhoto),
      activity: Nullable(FavoriteActivity),
    }),
  ),
});

export const FavoriteIds = Type.Object({
  photoIds: Type.Array(Type.Integer()),
  activityIds: Type.Array(Type.Integer()),
});
export const Changed = Type.Object({ changed: Type.Integer() });
