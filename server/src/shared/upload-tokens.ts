import { createHash, randomBytes } from 'node:crypto';

// A photographer's upload token (decisions/078): a recognisable prefix and 32 random bytes. The
// server keeps only the SHA-256 of the whole string, so a copy of the database signs nobody in.

/** What every upload token starts with: it tells the authorization plugin which check to run. */
export const UPLOAD_TOKEN_PREFIX = 'spu_';

/** The prefix and 32 random bytes in base64url (43 characters). */
const UPLOAD_TOKEN_PATTERN = /^spu_[A-Za-z0-9_-]{43}$/;

export function newUploadTokenSecret(): string {
  return UPLOAD_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** The hex SHA-256 stored for a secret and looked up when it is presented. */
export function uploadTokenHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The upload token of an `Authorization: Bearer …` header, or null when it carries something else. */
export function bearerUploadToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  return token?.startsWith(UPLOAD_TOKEN_PREFIX) ? token : null;
}

/** Whether a presented token has the shape of one we issue (a malformed one needs no lookup). */
export const isWellFormedUploadToken = (token: string): boolean => UPLOAD_TOKEN_PATTERN.test(token);
