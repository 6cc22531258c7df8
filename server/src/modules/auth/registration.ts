import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { translate, type Culture } from '../../lib/i18n.ts';
import { hashPassword, isStrongEnough, verifyPassword } from '../../lib/password.ts';
import { normaliseEmail } from '../../shared/domain/email.ts';
import { mailPasswordResetLink, newResetLink, replacePassword, resetTokenHash } from '../../shared/password-reset.ts';

export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 60;
const REGISTER = 'register';

function codeHash(app: FastifyInstance, email: string, code: string): string {
  // Keyed, so a leaked table does not give away codes by trying all million of them offline.
  return createHmac('sha256', app.config.jwtSecret).update(`${email}:${code}`).digest('hex');
}

function assertStrongPassword(password: string) {
  if (!isStrongEnough(password)) throw badRequest('account.weakPassword');
}

/**
 * Every address is answered alike, so the form reveals nobody's account: the wait and the recorded
 * code are the same, but an address that already has an account is mailed a reset link instead
 * (its code is never sent, so Register answers guesses for it like for any other address).
 */
export async function sendRegisterCode(app: FastifyInstance, rawEmail: string, culture: Culture) {
  const email = normaliseEmail(rawEmail);
  const last = await app.db.emailCode.findFirst({
    where: { email, purpose: REGISTER },
    orderBy: { createdAt: 'desc' },
  });
  const waited = last ? (Date.now() - last.createdAt.getTime()) / 1000 : Infinity;
  if (waited < CODE_RESEND_SECONDS) {
    throw badRequest('account.codeTooSoon', { seconds: Math.ceil(CODE_RESEND_SECONDS - waited) });
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await app.db.$transaction([
    // Only the newest code counts.
    app.db.emailCode.updateMany({
      where: { email, purpose: REGISTER, consumedAt: null },
      data: { consumedAt: new Date() },
    }),
    app.db.emailCode.create({
      data: {
        email,
        purpose: REGISTER,
        codeHash: codeHash(app, email, code),
        expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
      },
    }),
  ]);
  const owner = await app.db.user.findUnique({ where: { email } });
  if (!owner) {
    await app.mailer.send({
      to: email,
      subject: translate(culture, 'mail.registerCode.subject'),
      text: translate(culture, 'mail.registerCode.text', { code }),
    });
  } else if (owner.isActive) {
    await app.mailer.send({
      to: owner.email,
      subject: translate(culture, 'mail.accountExists.subject'),
      text: translate(culture, 'mail.accountExists.text', { link: await newResetLink(app, owner.id) }),
    });
  }
  return { expireInSeconds: CODE_TTL_SECONDS, resendAfterSeconds: CODE_RESEND_SECONDS };
}

/** Spends one attempt of the newest live code; throws when the code is wrong or no longer valid. */
async function consumeRegisterCode(app: FastifyInstance, email: string, code: string) {
  const current = await app.db.emailCode.findFirst({
    where: { email, purpose: REGISTER, consumedAt: null },
    orderBy: { createdAt: 'desc' },
  });
  if (!current || current.expiresAt <= new Date() || current.attempts >= CODE_MAX_ATTEMPTS) {
    throw badRequest('account.codeExpired');
  }
  const expected = Buffer.from(current.codeHash, 'hex');
  const given = Buffer.from(codeHash(app, email, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const { attempts } = await app.db.emailCode.update({
      where: { id: current.id },
      data: { attempts: { increment: 1 } },
    });
    const left = CODE_MAX_ATTEMPTS - attempts;
    throw left > 0 ? badRequest('account.codeWrong', { left }) : badRequest('account.codeExpired');
  }
  // Consumed only if still live: two concurrent registrations cannot both spend it.
  const { count } = await app.db.emailCode.updateMany({
    where: { id: current.id, consumedAt: null },
    data: { consumedAt: new Date() },
  });
  if (count === 0) throw badRequest('account.codeExpired');
}

export async function register(
  app: FastifyInstance,
  input: { email: string; code: string; displayName: string; password: string },
) {
  const email = normaliseEmail(input.email);
  assertStrongPassword(input.password);
  // The code first: only its holder may learn that the address was taken meanwhile.
  await consumeRegisterCode(app, email, input.code);
  const passwordHash = await hashPassword(input.password);
  try {
    return await app.db.user.create({
      data: { email, passwordHash, displayName: input.displayName.trim(), lastLoginAt: new Date() },
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') throw conflict('account.emailTaken');
    throw error;
  }
}

export async function sendPasswordResetLink(app: FastifyInstance, rawEmail: string, culture: Culture) {
  const user = await app.db.user.findUnique({ where: { email: normaliseEmail(rawEmail) } });
  // Same answer whether or not the address has an account: the form must not reveal members.
  if (!user || !user.isActive) return;
  await mailPasswordResetLink(app, user, culture);
}

export async function resetPassword(app: FastifyInstance, token: string, newPassword: string) {
  assertStrongPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  const now = new Date();
  await app.db.$transaction(async (tx) => {
    const { count } = await tx.passwordResetToken.updateMany({
      where: { tokenHash: resetTokenHash(token), usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (count === 0) throw badRequest('account.resetLinkInvalid');
    const { userId } = await tx.passwordResetToken.findUniqueOrThrow({ where: { tokenHash: resetTokenHash(token) } });
    await replacePassword(tx, userId, passwordHash);
  });
}

export async function changePassword(
  app: FastifyInstance,
  userId: number,
  currentPassword: string,
  newPassword: string,
) {
  const user = await app.db.user.findUniqueOrThrow({ where: { id: userId } });
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('BadRequest', 'account.wrongCurrentPassword');
  }
  assertStrongPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  return app.db.$transaction((tx) => replacePassword(tx, userId, passwordHash));
}
