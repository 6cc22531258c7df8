import Type from 'typebox';
import { RequiredText } from '../../lib/schema-types.ts';

export const Member = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  displayName: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  locale: Type.String(),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
  isAdmin: Type.Boolean(),
  photographerAuth: Type.Boolean(),
  photographerAuthStatus: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const UpdateMemberBody = Type.Object({
  displayName: RequiredText(64),
  phone: Type.Optional(Type.Union([Type.String({ pattern: '^[0-9+\\-() ]{6,32}$' }), Type.Null()])),
  locale: Type.Optional(Type.Union([Type.Literal('zh-TW'), Type.Literal('en')])),
});
