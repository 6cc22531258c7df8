import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { User } from '../generated/prisma/client.ts';
import { publicUrlOf } from './views/public-url.ts';

// A login: the bearer token and who it belongs to. Logging in and changing a password both answer
// one; plugins/app/authorization.ts checks the token's claims on every request.

/** Who is signed in, as the client keeps it: a login answer without its token. */
export const signedInUserFields = {
  userId: Type.Integer(),
  isAdmin: Type.Boolean(),
  photographerAuth: Type.Boolean(),
  photographerAuthStatus: Type.String(),
  displayName: Type.String(),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
};

export const loginFields = {
  accessToken: Type.String(),
  expireInSeconds: Type.Integer(),
  ...signedInUserFields,
};

export const LoginResult = Type.Object(loginFields);

/** The user's rights and profile as they are now (a token carries only who it is, decisions/004). */
export function signedInUser(app: FastifyInstance, user: User) {
  return {
    userId: user.id,
    isAdmin: user.isAdmin,
    photographerAuth: user.photographerAuth,
    photographerAuthStatus: user.photographerAuthStatus,
    displayName: user.displayName,
    avatarUrl: publicUrlOf(app, user.avatarKey),
  };
}

export async function issueLogin(app: FastifyInstance, user: User) {
  const accessToken = await app.jwt.sign({ sub: String(user.id), ver: user.tokenVersion });
  return { accessToken, expireInSeconds: app.config.jwtExpiresInSeconds, ...signedInUser(app, user) };
}
