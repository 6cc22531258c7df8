import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/shared/database.ts';
import { hashPassword } from '../../src/lib/password.ts';

export interface UserOverrides {
  email?: string;
  displayName?: string;
  phone?: string;
  isAdmin?: boolean;
  isActive?: boolean;
  photographerAuth?: boolean;
  photographerAuthStatus?: string;
  /** Names of roles to link (seeded roles: Admin, Finance, Editor). */
  roles?: string[];
  password?: string;
}

let passwordHashCache: { password: string; hash: string } | undefined;

/** A user straight in the database, as the seeds and the admin pages would make one. */
export async function createUser(db: Database, overrides: UserOverrides = {}) {
  const { roles = [], password = 'secret123', ...fields } = overrides;
  // argon2 is slow on purpose; most tests share one password.
  if (passwordHashCache?.password !== password) passwordHashCache = { password, hash: await hashPassword(password) };
  const user = await db.user.create({
    data: {
      email: `user-${randomBytes(4).toString('hex')}@example.com`,
      displayName: 'Test user',
      ...fields,
      passwordHash: passwordHashCache.hash,
      roles: { create: roles.map((name) => ({ role: { connect: { name } } })) },
    },
  });
  return { ...user, password };
}

export async function loginToken(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/TokenAuth/AuthenticateLogin',
    payload: { userNameOrEmailAddress: email, password },
  });
  const body = response.json();
  if (!body.success) throw new Error(`login failed for ${email}: ${response.body}`);
  return body.result.accessToken;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const culture = (name: 'zh-TW' | 'en') => ({ '.aspnetcore.culture': `c=${name}|uic=${name}` });

/** The newest mail the local outbox holds for an address. */
export async function latestMail(db: Database, to: string) {
  return db.outboxMail.findFirstOrThrow({ where: { to }, orderBy: { id: 'desc' } });
}
