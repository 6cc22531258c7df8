import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { signInAdminWith } from '../helpers/admin-access.ts';
import { applicationKit } from '../helpers/application-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// An approval takes effect in the applicant's open session: the server decides on every request
// from the user's rights as they are now, names the missing right in a 403, and tells the client
// the rights it should show (Session/GetCurrentLoginInformations) without a new login.

let t: TestApp;
let kit: Awaited<ReturnType<typeof applicationKit>>;
beforeAll(async () => {
  t = await createTestApp();
  kit = await applicationKit(t);
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/${path}`;
const current = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: api('Session/GetCurrentLoginInformations'), headers });
const mySales = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: api('PhotographerSales/GetMySales'), headers });

describe("the signed-in user's rights", () => {
  it('become a photographer’s in the open session as soon as an admin approves the application', async () => {
    const { user, headers: applicant } = await kit.signIn();
    const id = (await kit.applyWith(applicant, kit.fields())).json().result.id as number;

    const before = await mySales(applicant);
    expect(before.statusCode).toBe(403);
    expect(before.json().error).toMatchObject({ code: 'Forbidden', details: 'right:photographer' });
    expect((await current(applicant)).json().result).toMatchObject({ userId: user.id, photographerAuth: false });

    const { headers: reviewer } = await kit.signIn({ isAdmin: true, roles: ['Admin'] });
    const approved = await t.app.inject({
      method: 'POST',
      url: api('AdminMemEmber/UpdatePhotoGrapher'),
      headers: reviewer,
      payload: { id, approve: true },
    });
    expect(approved.statusCode).toBe(200);

    // The same token, no new login.
    expect((await mySales(applicant)).statusCode).toBe(200);
    const now = (await current(applicant)).json().result;
    expect(now).toMatchObject({
      userId: user.id,
      isAdmin: false,
      photographerAuth: true,
      photographerAuthStatus: '',
      displayName: '快門阿明',
    });
    expect(now).not.toHaveProperty('permissions');
    expect(now).not.toHaveProperty('accessToken');
  });

  it("follows a block and an admin's permissions as they change, and refuses a guest", async () => {
    const { user, headers } = await kit.signIn({ photographerAuth: true });
    await t.db.user.update({ where: { id: user.id }, data: { photographerAuthStatus: 'blocked' } });
    expect((await current(headers)).json().result.photographerAuthStatus).toBe('blocked');

    const admin = await signInAdminWith(t, [PERMISSIONS.Orders]);
    expect((await current(admin)).json().result).toMatchObject({ isAdmin: true, permissions: [PERMISSIONS.Orders] });
    const refused = await t.app.inject({ method: 'GET', url: api('AdminSettlement/GetAll'), headers: admin });
    expect(refused.json().error).toMatchObject({ code: 'Forbidden', details: 'right:permission' });

    expect((await current({})).statusCode).toBe(401);
  });
});
