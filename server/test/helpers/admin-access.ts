import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { bearer, createUser, loginToken } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Signs in an admin whose only role grants exactly these permissions. */
export async function signInAdminWith(t: TestApp, permissionNames: readonly string[]) {
  const role = await t.db.role.create({
    data: {
      name: `role-${randomBytes(4).toString('hex')}`,
      displayName: 'Test role',
      permissions: { create: permissionNames.map((permissionName) => ({ permissionName })) },
    },
  });
  const user = await createUser(t.db, { isAdmin: true, roles: [role.name] });
  return bearer(await loginToken(t.app, user.email, user.password));
}

/** Headers for a guest, a member, an admin with read access only, and an admin with read and write. */
export async function callersOf(t: TestApp, read: string, write: string) {
  const member = await createUser(t.db);
  return {
    guest: {},
    member: bearer(await loginToken(t.app, member.email, member.password)),
    other: await signInAdminWith(t, ['Pages.Dashboard']),
    reader: await signInAdminWith(t, [read]),
    editor: await signInAdminWith(t, [read, write]),
  };
}

/**
 * A test file's app for one admin area: started before the file's tests with the callersOf() the
 * area's rights, and closed after them. The object returned is filled in once the app is up.
 */
export function adminAreaTestApp(read: string, write: string) {
  const area = {} as TestApp & { callers: Awaited<ReturnType<typeof callersOf>> };
  beforeAll(async () => {
    const t = await createTestApp();
    Object.assign(area, t, { callers: await callersOf(t, read, write) });
  });
  afterAll(() => area.close());
  return area;
}
