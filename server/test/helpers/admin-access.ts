import { randomBytes } from 'node:crypto';
import { bearer, createUser, loginToken } from './factories.ts';
import type { TestApp } from './test-app.ts';

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
