import Type from 'typebox';
import { Id, RequiredText } from '../../lib/schema-types.ts';
import { PagedResult } from '../../shared/paging.ts';

/** The longest name a token may have (the column's bound). */
export const TOKEN_NAME_MAX = 64;

export const CreateTokenBody = Type.Object({
  /** What the photographer calls it, e.g. the camera or laptop it lives on. */
  name: RequiredText(TOKEN_NAME_MAX),
});

export const UploadTokenView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

/** A token just made: its secret, answered this once and never again. */
export const CreatedToken = Type.Object({
  ...UploadTokenView.properties,
  secret: Type.String(),
});

export const UploadTokenList = PagedResult(UploadTokenView);

export const RevokeTokenBody = Type.Object({ id: Id });
