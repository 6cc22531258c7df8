import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS_EXTENSION } from '../../src/plugins/app/authorization.ts';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { signInAdminWith } from '../helpers/admin-access.ts';
import { bearer, createUser, loginToken } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Every back-office operation of the OpenAPI document (a path with /Admin, or a route whose access
// rule is an admin one) refuses a member and an admin whose roles lack its permissions, before the
// request's input is read: nothing is sent but the path, so a 400 would mean validation ran first.

/** Open to every admin by design: their own menu, which the back-office frame needs to draw. */
const ANY_ADMIN = new Set(['GET /api/services/app/AdminMenu/GetMyMenus']);

interface AdminOperation {
  method: string;
  path: string;
  /** Undefined: the route is not admin-only. */
  permissions?: string[];
}

let t: TestApp;
let operations: AdminOperation[];
let member: Record<string, string>;
const lacking = new Map<string, Record<string, string>>();

beforeAll(async () => {
  t = await createTestApp();
  const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      permissions: operation[ADMIN_PERMISSIONS_EXTENSION] as string[] | undefined,
    })),
  );
  operations = operations.filter((operation) => operation.path.includes('/Admin') || operation.permissions);
  const user = await createUser(t.db);
  member = bearer(await loginToken(t.app, user.email, user.password));
});
afterAll(() => t.close());

const label = (operation: AdminOperation) => `${operation.method} ${operation.path}`;

/** An admin holding every permission but the operation's, one role per distinct set. */
async function adminLacking(permissions: readonly string[]) {
  const key = [...permissions].sort().join(',');
  let headers = lacking.get(key);
  if (!headers) {
    headers = await signInAdminWith(
      t,
      Object.values(PERMISSIONS).filter((name) => !permissions.includes(name)),
    );
    lacking.set(key, headers);
  }
  return headers;
}

const send = (operation: AdminOperation, headers: Record<string, string>) =>
  t.app.inject({
    method: operation.method as 'GET',
    // Path parameters get a valid id; nothing else is sent.
    url: operation.path.replace(/\{[^}]+\}/g, '1'),
    headers,
  });

describe('the back-office permission walk', () => {
  it('finds the back-office operations in the document', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.map(label)).toContain('GET /api/services/app/AdminRole/GetAll');
  });

  it('gives every back-office operation an admin rule naming its permissions', () => {
    const undeclared = operations.filter(
      (operation) => !operation.permissions?.length && !ANY_ADMIN.has(label(operation)),
    );
    expect(undeclared.map(label)).toEqual([]);
  });

  it('refuses a member and an admin lacking the permission, before reading the input', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const asMember = await send(operation, member);
      if (asMember.statusCode !== 403) wrong.push(`${label(operation)} as a member: ${asMember.statusCode}`);
      if (!operation.permissions?.length) continue;
      const asAdmin = await send(operation, await adminLacking(operation.permissions));
      if (asAdmin.statusCode !== 403) wrong.push(`${label(operation)} without its permission: ${asAdmin.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
