import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { TokenClaims } from '../../plugins/app/authorization.ts';

// A browser's <a href> cannot send the bearer header, so a signed-in call hands out a link with a
// short-lived token naming who may fetch what. It is signed with its own key, derived from the JWT
// secret: an access token is never a download token, and a download token never logs anyone in.

export const DOWNLOAD_TOKEN_SECONDS = 300;

export type DownloadTarget = { photoId: number } | { orderId: number };
type DownloadClaims = { purpose: 'download'; uid: number } & Partial<{ photoId: number; orderId: number }>;

const downloadKey = (app: FastifyInstance) =>
  createHmac('sha256', app.config.jwtSecret).update('download-token').digest('hex');

export function signDownloadToken(app: FastifyInstance, userId: number, target: DownloadTarget): string {
  const claims: DownloadClaims = { purpose: 'download', uid: userId, ...target };
  // The plugin types every payload as an access token's claims; this one is deliberately not.
  return app.jwt.sign(claims as unknown as TokenClaims, {
    key: downloadKey(app),
    expiresIn: DOWNLOAD_TOKEN_SECONDS,
  });
}

/** A link a browser can follow to a download route (`path`) for the target, signed for the user. */
export function downloadLink(app: FastifyInstance, userId: number, path: string, target: DownloadTarget) {
  const what = 'photoId' in target ? `photoId=${target.photoId}` : `orderId=${target.orderId}`;
  const token = signDownloadToken(app, userId, target);
  return { url: `${path}?${what}&token=${token}`, expiresInSeconds: DOWNLOAD_TOKEN_SECONDS };
}

/** The user a token was issued to, if it is a valid download token for exactly this target. */
export function verifyDownloadToken(app: FastifyInstance, token: string, target: DownloadTarget): number {
  let claims: DownloadClaims;
  try {
    claims = app.jwt.verify<DownloadClaims>(token, { key: downloadKey(app) });
  } catch {
    throw new AppError('Unauthorized', 'download.tokenInvalid');
  }
  const matches =
    'photoId' in target
      ? claims.photoId === target.photoId && claims.orderId === undefined
      : claims.orderId === target.orderId && claims.photoId === undefined;
  if (claims.purpose !== 'download' || !Number.isInteger(claims.uid) || !matches) {
    throw new AppError('Unauthorized', 'download.tokenInvalid');
  }
  return claims.uid;
}
