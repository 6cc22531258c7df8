import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser } from '../helpers/factories.ts';
import { createActivity, createAlbum } from '../helpers/catalogue-factories.ts';
import { addToCart, createOrder, createReadyPhoto } from '../helpers/shop-factories.ts';
import { cameraJpeg } from '../helpers/images.ts';
import { SIMULATOR_CHECKOUT_PATH } from '../../src/payments/ecpay.ts';
import { SIMULATOR_COMPLETE_PATH } from '../../src/payments/simulator.ts';
import { attemptsFor, operationsOf, type Attempt, type Operation, type WalkContext } from '../helpers/openapi-walk.ts';

// Every operation of the OpenAPI document, every parameter, bad and edge values, as a guest, a
// member, a photographer and an administrator: a 4xx is a fine answer, a 5xx never is.

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

type Role = 'guest' | 'member' | 'photographer' | 'admin';
const ROLES: Role[] = ['guest', 'member', 'photographer', 'admin'];
/** Status codes that say the role may not call the operation (checked before the input is read). */
const NOT_FOR_THIS_ROLE = new Set([401, 403, 605]);

let t: TestApp;
let users: Record<Exclude<Role, 'guest'>, number>;
let context: WalkContext;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '100000', FACE_SEARCH_RATE_LIMIT: '100000' } });
  const member = await createUser(t.db, { displayName: '會員' });
  const photographer = await createUser(t.db, { displayName: '攝影師', photographerAuth: true });
  const admin = await createUser(t.db, { displayName: '管理員', isAdmin: true, roles: ['Admin'] });
  users = { member: member.id, photographer: photographer.id, admin: admin.id };

  // Rows the probes' ids point at, so valid parts of a request reach the services.
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
  context = { knownIds, photo: await cameraJpeg(64, 48) };
});
afterAll(() => t.close());

/**
 * Fresh tokens: a probe may have changed a password (retiring tokens), suspended an account or
 * blocked the photographer.
 */
async function tokens(): Promise<Record<Role, Record<string, string>>> {
  const ids = Object.values(users);
  await t.db.user.updateMany({ where: { id: { in: ids } }, data: { isActive: true } });
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

async function send(
  operation: Operation,
  role: Role,
  { label, request }: Attempt,
  authorization: Record<string, string>,
  failures: string[],
): Promise<number> {
  const response = await t.app.inject({ ...request, headers: { ...request.headers, ...authorization } });
  // 605 is the product's own answer to a suspended account or blocked photographer, not a server
  // error: operations walked side by side may suspend or block the walk's own users.
  if (response.statusCode >= 500 && response.statusCode !== 605) {
    failures.push(
      `${operation.method} ${operation.path}: ${label} as ${role} → ${response.statusCode} ${response.body.slice(0, 160)}`,
    );
  }
  return response.statusCode;
}

async function walk(operation: Operation): Promise<string[]> {
  const failures: string[] = [];
  const headers = await tokens();
  const attempts = attemptsFor(operation, context);
  let fullyProbed = false;
  for (const role of ROLES) {
    const [first, ...rest] = attempts.filter((attempt) => !fullyProbed || attempt.everyRole);
    const answer = await send(operation, role, first!, headers[role], failures);
    // Refused before the input is read: this role's other probes would prove nothing.
    if (NOT_FOR_THIS_ROLE.has(answer)) continue;
    for (const attempt of rest) await send(operation, role, attempt, headers[role], failures);
    fullyProbed = true;
  }
  return failures;
}

// The walk grows with every endpoint: it runs in shards, each its own test with its own time limit.
const SHARDS = 6;

it.for(Array.from({ length: SHARDS }, (_, shard) => shard))(
  'answers no bad or edge input with a 5xx, for any operation and any caller (shard %i)',
  { timeout: 120_000 },
  async (shard) => {
    const everyOperation = [...operationsOf(t.app.swagger()), ...HIDDEN_ROUTES];
    expect(everyOperation.length).toBeGreaterThan(60);
    const failures: string[] = [];
    // A few operations at a time: most of a request's time is spent waiting for the database.
    const queue = everyOperation.filter((_, index) => index % SHARDS === shard);
    const worker = async () => {
      for (let operation = queue.shift(); operation; operation = queue.shift())
        failures.push(...(await walk(operation)));
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    // One line per failure, all of them: operation, probe, role and the answer.
    expect(failures.sort().join('\n')).toBe('');
  },
);
