import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { User } from '../generated/prisma/client.ts';
import { publicUrlOf } from './views/public-url.ts';

// A login: the bearer token and who it belongs to. Logging in and changing a password both answer
// one; plugins/app/authorization.ts checks the token's claims on every request.

export const loginFields = {
  accessToken: Type.String(),
  expireInSeconds: Type.Integer(),
  userId: Type.Integer(),
  isAdmin: Type.Boolean(),
  photographerAuth: Type.Boolean(),
  photographerAuthStatus: Type.String(),
  displayName: Type.String(),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
};

export const LoginResult = Type.Object(loginFields);

export async function issueLogin(app: FastifyInstance, user: User) {
  const accessToken = await app.jwt.sign({ sub: String(user.id), ver: user.tokenVersion });
  return {
    accessToken,
    expireInSeconds: app.config.jwtExpiresInSeconds,
    userId: user.id,
    isAdmin: user.isAdmin,
    photographerAuth: user.photographerAuth,
    photographerAuthStatus: user.photographerAuthStatus,
    displayName: user.displayName,
    avatarUrl: publicUrlOf(app, user.avatarKey),
  };
}
