import { createTestApp, type TestApp } from './test-app.ts';
import { bearer, createUser } from './factories.ts';
import { createActivity, createAlbum } from './catalogue-factories.ts';
import { addToCart, createOrder, createReadyPhoto } from './shop-factories.ts';
import { cameraJpeg } from './images.ts';
import { SIMULATOR_CHECKOUT_PATH } from '../../src/payments/ecpay.ts';
import { SIMULATOR_COMPLETE_PATH } from '../../src/payments/simulator.ts';
import { operationsOf, type Operation, type WalkContext } from './openapi-walk.ts';

// The app the API walks run against: a member, a photographer and an administrator, and the rows
// the probes' ids point at, so that the valid parts of a request reach the services.

/** Routes the document hides (the payment simulator, public files through the server). */
const HIDDEN_ROUTES: Operation[] = [
  { method: 'POST', path: SIMULATOR_CHECKOUT_PATH, secured: false, parameters: [] },
  { method: 'POST', path: SIMULATOR_COMPLETE_PATH, secured: false, parameters: [] },
  {
    method: 'GET',
    path: '/media/{*}',
    secured: false,
    parameters: [{ name: '*', in: 'path', required: true, schema: { type: 'string', minLength: 1, maxLength: 512 } }],
  },
];

export type Role = 'guest' | 'member' | 'photographer' | 'admin';
export const ROLES: Role[] = ['guest', 'member', 'photographer', 'admin'];
/** Status codes that say the role may not call the operation (checked before the input is read). */
export const NOT_FOR_THIS_ROLE = new Set([401, 403, 605]);

export interface WalkApp {
  t: TestApp;
  context: WalkContext;
  /** Every operation of the OpenAPI document, and the routes it hides. */
  everyOperation(): Operation[];
  /**
   * Fresh tokens: a probe may have changed a password (retiring tokens), suspended an account or
   * blocked the photographer.
   */
  tokens(): Promise<Record<Role, Record<string, string>>>;
}

export async function createWalkApp(): Promise<WalkApp> {
  const t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '100000', FACE_SEARCH_RATE_LIMIT: '100000' } });
  const member = await createUser(t.db, { displayName: '會員' });
  const photographer = await createUser(t.db, { displayName: '攝影師', photographerAuth: true });
  const admin = await createUser(t.db, { displayName: '管理員', isAdmin: true, roles: ['Admin'] });
  const users = { member: member.id, photographer: photographer.id, admin: admin.id };

  // Face search off: a probe's photo would start the face detector, which is slow and not the point.
  const activity = await createActivity(t.db, { faceSearchEnabled: false });
  const album = await createAlbum(t.db, activity, { photographerId: photographer.id });
  const sold = await createReadyPhoto(t, album);
  const inCart = await createReadyPhoto(t, album);
  const order = await createOrder(t.db, { userId: member.id, photos: [sold] });
  await addToCart(t.db, member.id, [inCart]);
  const knownIds = {
    activityId: activity.id,
    coId: album.id,
    photoId: sold.id,
    photoIds: inCart.id,
    orderId: order.id,
    userId: photographer.id,
    id: sold.id,
  };
  const context = { knownIds, photo: await cameraJpeg(64, 48) };

  async function tokens() {
    const ids = Object.values(users);
    // One row per statement: a statement holding one row's lock cannot deadlock with the probes'
    // transactions that lock several users (one updateMany over the three did, on CI).
    for (const id of ids) await t.db.user.update({ where: { id }, data: { isActive: true } });
    await t.db.user.update({
      where: { id: users.photographer },
      data: { photographerAuth: true, photographerAuthStatus: '' },
    });
    const rows = await t.db.user.findMany({ where: { id: { in: ids } }, select: { id: true, tokenVersion: true } });
    const sign = async (id: number) => {
      const row = rows.find((r) => r.id === id)!;
      return bearer(await t.app.jwt.sign({ sub: String(id), ver: row.tokenVersion }));
    };
    return {
      guest: {},
      member: await sign(users.member),
      photographer: await sign(users.photographer),
      admin: await sign(users.admin),
    };
  }

  return { t, context, tokens, everyOperation: () => [...operationsOf(t.app.swagger()), ...HIDDEN_ROUTES] };
}
