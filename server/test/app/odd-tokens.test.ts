import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_ROLE } from '../../src/shared/domain/roles.ts';
import { bearer, createUser, loginToken } from '../helpers/factories.ts';
import { api } from '../helpers/payments.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Tokens signed with the app's own secret but naming no live user in the way a login would: each
// request carrying one is a 401 (the session is over), never a 500. A live user whose access was
// taken away gets the refusal of their level (403), not an error.

/** Deletes the caller's account after its token was checked, as a concurrent delete would. */
const DELETE_DURING_REQUEST = 'x-test-delete-caller';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    routes: (app) =>
      app.addHook('preHandler', async (request) => {
        if (request.headers[DELETE_DURING_REQUEST] && request.currentUser) {
          await t.db.user.delete({ where: { id: request.currentUser.id } });
        }
      }),
  });
});
afterAll(() => t.close());

/** One route per access level and one open route that reads an optional caller. */
const ROUTES = [
  { method: 'GET', url: api('MemEmber/Get') },
  { method: 'GET', url: api('PhotoGalleryList/GetUploadProgress?coId=1') },
  { method: 'GET', url: api('AdminMenu/GetMyMenus') },
  { method: 'GET', url: api('AdminRole/GetAll') },
  { method: 'POST', url: api('PhotoGalleryConfigAppSerivce/SearchPhotos'), payload: { activityId: 1, code: '1' } },
] as const;

const call = (route: (typeof ROUTES)[number], headers: Record<string, string>) =>
  t.app.inject({
    method: route.method,
    url: route.url,
    headers,
    ...('payload' in route && { payload: route.payload }),
  });

async function statusesFor(headers: Record<string, string>) {
  const statuses: Record<string, number> = {};
  for (const route of ROUTES) statuses[`${route.method} ${route.url}`] = (await call(route, headers)).statusCode;
  return statuses;
}

const everyRoute = (status: number) =>
  Object.fromEntries(ROUTES.map((route) => [`${route.method} ${route.url}`, status]));

describe('a token naming no live user', () => {
  it('is a 401 whatever its subject holds', async () => {
    const owner = await createUser(t.db, { isAdmin: true, roles: [OWNER_ROLE] });
    const subjects: Record<string, unknown> = {
      'a word': 'abc',
      'a negative number': '-1',
      'a negative number, not as text': -1,
      zero: '0',
      'past the id column': '2147483648',
      'twenty digits': '99999999999999999999',
      'a huge number, not as text': 1e20,
      'a fraction': '1.5',
      'a fraction, not as text': 1.5,
      'leading zeros': `00${owner.id}`,
      'a hex number': `0x${owner.id.toString(16)}`,
      'spaces around': ` ${owner.id} `,
      'an exponent': `${owner.id}e0`,
      empty: '',
      'a list': [owner.id],
      'an object': { id: owner.id },
      true: true,
      null: null,
    };
    const wrong: string[] = [];
    for (const [name, sub] of Object.entries(subjects)) {
      const token = t.app.jwt.sign({ sub, ver: 0 } as never);
      const statuses = await statusesFor(bearer(token));
      for (const [route, status] of Object.entries(statuses))
        if (status !== 401) wrong.push(`${name} → ${route}: ${status}`);
    }
    const missing = await statusesFor(bearer(t.app.jwt.sign({ ver: 0 } as never)));
    for (const [route, status] of Object.entries(missing))
      if (status !== 401) wrong.push(`no sub → ${route}: ${status}`);
    expect(wrong).toEqual([]);
  });

  it('is a 401 when the version is missing or not the number the login wrote', async () => {
    const owner = await createUser(t.db, { isAdmin: true, roles: [OWNER_ROLE] });
    for (const ver of [undefined, '0', null, 0.5, 1e20, [0]]) {
      const token = t.app.jwt.sign({ sub: String(owner.id), ...(ver !== undefined && { ver }) } as never);
      expect(await statusesFor(bearer(token)), JSON.stringify(ver)).toEqual(everyRoute(401));
    }
  });

  it('is a 401 once the account is deleted', async () => {
    const owner = await createUser(t.db, { isAdmin: true, roles: [OWNER_ROLE] });
    const headers = bearer(await loginToken(t.app, owner.email, owner.password));
    await t.db.user.delete({ where: { id: owner.id } });
    expect(await statusesFor(headers)).toEqual(everyRoute(401));
    const signed = bearer(t.app.jwt.sign({ sub: String(owner.id), ver: 0 }));
    expect(await statusesFor(signed)).toEqual(everyRoute(401));
  });

  it('answers a live user whose roles were taken away by their level, not an error', async () => {
    const role = await t.db.role.create({
      data: {
        name: 'odd-token-role',
        displayName: 'Odd',
        permissions: { create: [{ permissionName: 'Pages.Roles' }] },
      },
    });
    const admin = await createUser(t.db, { isAdmin: true, roles: [role.name] });
    const headers = bearer(await loginToken(t.app, admin.email, admin.password));
    expect((await call(ROUTES[3], headers)).statusCode).toBe(200);
    await t.db.userRole.deleteMany({ where: { userId: admin.id } });
    const statuses = Object.values(await statusesFor(headers));
    // The member route, the photographer route (not one: 403), any admin's menu, the roles page (403),
    // the open route (no such activity: 404).
    expect(statuses).toEqual([200, 403, 200, 403, 404]);
    await t.db.role.delete({ where: { id: role.id } });
    expect(Object.values(await statusesFor(headers))).toEqual([200, 403, 200, 403, 404]);
  });

  it('is a 401 when the account is deleted while its own request runs', async () => {
    for (const [method, path, payload] of [
      ['GET', 'MemEmber/Get', undefined],
      ['POST', 'MemEmber/Update', { displayName: 'Gone' }],
    ] as const) {
      const member = await createUser(t.db);
      const headers = {
        ...bearer(await loginToken(t.app, member.email, member.password)),
        [DELETE_DURING_REQUEST]: '1',
      };
      const response = await t.app.inject({ method, url: api(path), headers, ...(payload && { payload }) });
      expect(response.statusCode, path).toBe(401);
      expect(await t.db.user.count({ where: { id: member.id } })).toBe(0);
    }
  });
});
