import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../generated/prisma/client.ts';
import { translate, type Culture } from '../lib/i18n.ts';

// The one-time password-reset link, mailed when a member asks for it (registration) or when an
// administrator sends it from the member's page (users-admin): the same token and the same mail.

export const RESET_TTL_SECONDS = 30 * 60;

export const resetTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A one-time reset link for the user; only its token's hash is stored. */
export async function newResetLink(app: FastifyInstance, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await app.db.passwordResetToken.create({
    data: { userId, tokenHash: resetTokenHash(token), expiresAt: new Date(Date.now() + RESET_TTL_SECONDS * 1000) },
  });
  return `${app.config.publicUrl}/resetPassword?token=${token}`;
}

/** Mails the user the reset link. */
export async function mailPasswordResetLink(
  app: FastifyInstance,
  user: { id: number; email: string },
  culture: Culture,
) {
  await app.mailer.send({
    to: user.email,
    subject: translate(culture, 'mail.passwordReset.subject'),
    text: translate(culture, 'mail.passwordReset.text', { link: await newResetLink(app, user.id) }),
  });
}

/**
 * The one way a password changes (with a reset link, or the member's own change): every session
 * and every reset link issued before it ends, so a link mailed earlier cannot undo the change.
 */
export async function replacePassword(tx: Prisma.TransactionClient, userId: number, passwordHash: string) {
  await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } });
  return tx.user.update({ where: { id: userId }, data: { passwordHash, tokenVersion: { increment: 1 } } });
}
