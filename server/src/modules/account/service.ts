import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { AppError } from '../../lib/errors.ts';
import { isPrismaError } from '../../shared/prisma-errors.ts';
import { publicUrlOf } from '../../shared/views/public-url.ts';
import type { Member, UpdateMemberBody } from './schemas.ts';

/** The account was deleted after the request's token was checked: the session is over. */
const accountGone = () => new AppError('Unauthorized', 'error.sessionExpired');

/** The member's own profile: what they may see of their account, never its secrets. */
export async function memberView(app: FastifyInstance, id: number): Promise<Static<typeof Member>> {
  const user = await app.db.user.findUnique({ where: { id } });
  if (!user) throw accountGone();
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    phone: user.phone,
    locale: user.locale,
    avatarUrl: publicUrlOf(app, user.avatarKey),
    isAdmin: user.isAdmin,
    photographerAuth: user.photographerAuth,
    photographerAuthStatus: user.photographerAuthStatus,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Sets what a member may change of their profile (fields left out stay as they are). */
export async function updateMember(app: FastifyInstance, id: number, changes: Static<typeof UpdateMemberBody>) {
  const { displayName, phone, locale } = changes;
  try {
    await app.db.user.update({
      where: { id },
      data: { displayName: displayName.trim(), ...(phone !== undefined && { phone }), ...(locale && { locale }) },
    });
  } catch (error) {
    throw isPrismaError(error, 'P2025') ? accountGone() : error;
  }
  return memberView(app, id);
}
