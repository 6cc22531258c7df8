import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { newUploadTokenSecret, uploadTokenHash } from '../../shared/upload-tokens.ts';

/** Live tokens a photographer may hold at once: enough for every camera and laptop, few to watch over. */
export const MAX_LIVE_TOKENS = 10;

const view = { id: true, name: true, createdAt: true, lastUsedAt: true } as const;

/** The user's tokenVersion: tokens made under an older one were retired by a password change or suspension. */
async function currentVersion(db: Prisma.TransactionClient, userId: number): Promise<number> {
  return (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { tokenVersion: true } })).tokenVersion;
}

/** The caller's live tokens, newest first, without their secrets (only a hash is kept). */
export async function myTokens(app: FastifyInstance, userId: number) {
  const tokenVersion = await currentVersion(app.db, userId);
  const items = await app.db.uploadToken.findMany({
    where: { userId, tokenVersion },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: view,
  });
  return { totalCount: items.length, items };
}

/** Makes a token; its secret is in this answer only. Refused past MAX_LIVE_TOKENS. */
export async function createToken(app: FastifyInstance, userId: number, name: string) {
  const secret = newUploadTokenSecret();
  const token = await app.db.$transaction(async (tx) => {
    // Two creations at once queue here, so neither slips past the limit.
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
    const tokenVersion = await currentVersion(tx, userId);
    // Tokens retired by a password change or suspension are of no use any more: forget them.
    await tx.uploadToken.deleteMany({ where: { userId, tokenVersion: { not: tokenVersion } } });
    if ((await tx.uploadToken.count({ where: { userId } })) >= MAX_LIVE_TOKENS) {
      throw conflict('uploadToken.tooMany', { max: MAX_LIVE_TOKENS });
    }
    return tx.uploadToken.create({
      data: { userId, name: name.trim(), secretHash: uploadTokenHash(secret), tokenVersion },
      select: view,
    });
  });
  return { ...token, secret };
}

/** Revokes one of the caller's tokens: deleted, so the next request with it is refused. */
export async function revokeToken(app: FastifyInstance, userId: number, id: number) {
  const { count } = await app.db.uploadToken.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound('uploadToken.notFound');
}
