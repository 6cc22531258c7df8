import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { waitBeyond } from '../../lib/attempt-counter.ts';
import { AppError } from '../../lib/errors.ts';
import { rateLimited } from '../../lib/rate-limits.ts';
import { isBlockedPhotographer } from '../../shared/domain/photographer-status.ts';
import { bearerUploadToken, isWellFormedUploadToken, uploadTokenHash } from '../../shared/upload-tokens.ts';

/**
 * Who may call a route, declared in its `config.auth`; routes without it are public.
 * Checked on the server for every request, whatever the client shows or hides.
 */
export type AccessRule =
  | 'member'
  | 'photographer'
  /** An admin holding every permission listed, or with `any`, one of them (a tool several pages share). */
  | { admin: readonly string[]; any?: true };

/**
 * The OpenAPI operation field listing an admin route's permissions (an empty list: any admin), and
 * the one marking that one of them suffices.
 */
export const ADMIN_PERMISSIONS_EXTENSION = 'x-admin-permissions';
export const ANY_PERMISSION_EXTENSION = 'x-admin-permissions-any';
/** The OpenAPI operation field marking a route that also takes a photographer's upload token. */
export const UPLOAD_TOKEN_EXTENSION = 'x-upload-token';

export interface CurrentUser {
  id: number;
  email: string;
  isAdmin: boolean;
  photographerAuth: boolean;
  photographerAuthStatus: string;
  permissions: ReadonlySet<string>;
}

export interface TokenClaims {
  sub: string;
  /** The user's tokenVersion when the token was issued. */
  ver: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AccessRule;
    /**
     * The route also signs in a photographer's upload token (decisions/078): only the routes the
     * command-line uploader needs say so. Every other route refuses such a token.
     */
    uploadToken?: true;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

/** The largest id the User table's integer column holds. */
const MAX_USER_ID = 2_147_483_647;

/** The user a token names: the decimal id a login writes, nothing else (not "007", "1.0" or 7). */
function userIdOf(claims: TokenClaims): number | null {
  const { sub } = claims as { sub?: unknown };
  if (typeof sub !== 'string' || !/^[1-9]\d{0,9}$/.test(sub)) return null;
  const id = Number(sub);
  return id <= MAX_USER_ID ? id : null;
}

/** What an admin may do: the permissions of all their roles (read in one query, none for a member). */
async function permissionsOf(app: FastifyInstance, userId: number): Promise<Set<string>> {
  const rows = await app.db.rolePermission.findMany({
    where: { role: { users: { some: { userId } } } },
    distinct: ['permissionName'],
    select: { permissionName: true },
  });
  return new Set(rows.map((row) => row.permissionName));
}

/** The caller of a bearer token (for routes that also accept other credentials). */
export async function loadCurrentUser(app: FastifyInstance, request: FastifyRequest): Promise<CurrentUser> {
  // An upload token is no session: it cannot read money, change the account or make tokens.
  if (bearerUploadToken(request.headers.authorization)) throw new AppError('Forbidden', 'error.uploadTokenScope');
  let claims: TokenClaims;
  try {
    claims = await request.jwtVerify<TokenClaims>();
  } catch {
    const hadToken = Boolean(request.headers.authorization);
    throw new AppError('Unauthorized', hadToken ? 'error.sessionExpired' : 'error.unauthorized');
  }
  // A token signed with our key but naming nobody the way a login does ends the session too.
  const id = userIdOf(claims);
  const user =
    id === null
      ? null
      : await app.db.user.findUnique({
          where: { id },
          select: {
            id: true,
            email: true,
            isAdmin: true,
            isActive: true,
            tokenVersion: true,
            photographerAuth: true,
            photographerAuthStatus: true,
          },
        });
  // Suspension comes first: its own tokens, retired by it, still get the suspended message.
  if (user && !user.isActive) throw new AppError('Suspended', 'error.accountSuspended');
  // A password change or a suspension bumps tokenVersion, which retires every token issued before it.
  if (!user || user.tokenVersion !== claims.ver) throw new AppError('Unauthorized', 'error.sessionExpired');
  return {
    id: user.id,
    email: user.email,
    isAdmin: user.isAdmin,
    photographerAuth: user.photographerAuth,
    photographerAuthStatus: user.photographerAuthStatus,
    // Only an admin's permissions count (checkAccess), so a member's request reads none.
    permissions: user.isAdmin ? await permissionsOf(app, user.id) : new Set(),
  };
}

/** Last use is written at most this often, so a busy uploader costs no write per photo. */
const LAST_USE_EVERY_MS = 60_000;

/**
 * The photographer an upload token names, checked like a session: a suspended account answers 605,
 * a password change or suspension since the token was made (tokenVersion) retires it, and an unknown
 * or revoked token is a 401 counted against the client address, like a failed login.
 */
function uploadTokenUsers(app: FastifyInstance) {
  const { max, windowMs } = app.config.loginFailureLimit;
  const failures = app.attemptCounter('upload-token-address', windowMs);
  const refuse = async (request: FastifyRequest): Promise<never> => {
    const wait = waitBeyond(await failures.hit(normalizeIP(request.ip)), max);
    if (wait > 0) throw rateLimited(wait);
    throw new AppError('Unauthorized', 'error.uploadTokenInvalid');
  };
  return async function userOfUploadToken(request: FastifyRequest, secret: string): Promise<CurrentUser> {
    const token = isWellFormedUploadToken(secret)
      ? await app.db.uploadToken.findUnique({
          where: { secretHash: uploadTokenHash(secret) },
          select: {
            id: true,
            tokenVersion: true,
            lastUsedAt: true,
            user: {
              select: {
                id: true,
                email: true,
                isActive: true,
                tokenVersion: true,
                photographerAuth: true,
                photographerAuthStatus: true,
              },
            },
          },
        })
      : null;
    if (token && !token.user.isActive) throw new AppError('Suspended', 'error.accountSuspended');
    if (!token || token.user.tokenVersion !== token.tokenVersion) return refuse(request);
    const now = new Date();
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= LAST_USE_EVERY_MS) {
      // updateMany: a token revoked meanwhile is simply not found.
      await app.db.uploadToken.updateMany({ where: { id: token.id }, data: { lastUsedAt: now } });
    }
    const { user } = token;
    return {
      id: user.id,
      email: user.email,
      // Never an admin's powers through a token, whoever holds it.
      isAdmin: false,
      photographerAuth: user.photographerAuth,
      photographerAuthStatus: user.photographerAuthStatus,
      permissions: new Set(),
    };
  };
}

/**
 * The right a 403 names in its `details`, so a client holding an older copy of the user's rights
 * knows to read them again (Session/GetCurrentLoginInformations) instead of trusting its copy.
 */
export const MissingRight = {
  photographer: 'right:photographer',
  admin: 'right:admin',
  permission: 'right:permission',
} as const;

export function checkAccess(user: CurrentUser, rule: AccessRule): void {
  if (rule === 'member') return;
  if (rule === 'photographer') {
    if (!user.photographerAuth)
      throw new AppError('Forbidden', 'error.photographerOnly', {}, MissingRight.photographer);
    if (isBlockedPhotographer(user.photographerAuthStatus))
      throw new AppError('Suspended', 'error.photographerBlocked');
    return;
  }
  if (!user.isAdmin) throw new AppError('Forbidden', 'error.adminOnly', {}, MissingRight.admin);
  const holds = (permission: string) => user.permissions.has(permission);
  if (!(rule.any ? rule.admin.some(holds) : rule.admin.every(holds))) {
    throw new AppError('Forbidden', 'error.forbidden', {}, MissingRight.permission);
  }
}

export default fp(
  async function authorization(app: FastifyInstance) {
    app.decorateRequest('currentUser', null);
    const userOfUploadToken = uploadTokenUsers(app);
    // onRequest runs before the body is read: an anonymous upload is refused before it streams.
    app.addHook('onRequest', async (request) => {
      const { auth: rule, uploadToken: takesUploadToken } = request.routeOptions.config;
      if (!rule) return;
      const uploadToken = takesUploadToken ? bearerUploadToken(request.headers.authorization) : null;
      const user = uploadToken ? await userOfUploadToken(request, uploadToken) : await loadCurrentUser(app, request);
      checkAccess(user, rule);
      request.currentUser = user;
    });
    // Let the OpenAPI document show which routes need the bearer token, and which permissions.
    app.addHook('onRoute', (route) => {
      const rule = route.config?.auth;
      if (!rule) return;
      route.schema = {
        ...route.schema,
        security: [{ bearerAuth: [] }],
        ...(route.config?.uploadToken && { [UPLOAD_TOKEN_EXTENSION]: true }),
        ...(typeof rule === 'object' && {
          [ADMIN_PERMISSIONS_EXTENSION]: rule.admin,
          ...(rule.any && { [ANY_PERMISSION_EXTENSION]: true }),
        }),
      };
    });
  },
  { name: 'authorization', dependencies: ['services', 'security', '@fastify/jwt'] },
);

/** The caller of a route that declared `auth` (the hook above has already checked them). */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new AppError('Unauthorized', 'error.unauthorized');
  return request.currentUser;
}

/** The caller of a route open to guests: null for a guest; a member's expired or bad token is still a 401. */
export async function optionalCallerId(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  return request.headers.authorization ? (await loadCurrentUser(app, request)).id : null;
}
