import { afterAll, beforeAll, expect, it } from 'vitest';
import { multipartFiles } from '../../server/src/lib/multipart-body.ts';
import { PhotoStatus } from '../../server/src/shared/domain/photo-status.ts';
import {
  createActivity,
  createAlbum,
  createPhotographer,
  createPhoto,
} from '../../server/test/helpers/catalogue-factories.ts';
import { ALICE, sample, selfieFrom } from '../../server/test/helpers/face-activity.ts';
import { createUser } from '../../server/test/helpers/factories.ts';
import { returnNotification } from '../../server/test/helpers/payments.ts';
import { createOrder } from '../../server/test/helpers/shop-factories.ts';
import { startFaultStack, type FaultStack } from '../support/fault-stack.ts';
import { CLIENT_TIMEOUT_MS, logIn, postNotice, uploadPhotos } from '../support/requests.ts';

// Two web servers and two background workers on one PostgreSQL and one object store, as behind a
// load balancer (docs/decisions/054): whichever server a request reaches, it sees the same site.
// The servers share the data folder only for the ECPay simulator's keys (production has ECPay's).

let stack: FaultStack;
/** Server A is the stack's own; B is the second one. */
let a: string;
let b: string;
beforeAll(async () => {
  stack = await startFaultStack('two-servers', {
    standaloneS3: true,
    env: { WORKER_IN_PROCESS: 'false', RATE_LIMIT_STORE: 'postgres', LOGIN_FAILURES_PER_ACCOUNT_IP: '3' },
  });
  // Migrations are A's; B starts beside the workers (start-up seeding takes turns).
  const [other] = await Promise.all([stack.startAnotherServer(), stack.startWorker(), stack.startWorker()]);
  a = stack.baseUrl;
  b = other.baseUrl;
});
afterAll(() => stack?.close());

const get = (baseUrl: string, path: string, headers: Record<string, string>) =>
  fetch(`${baseUrl}/api/services/app/${path}`, { headers, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });

/** The selfie search on B, and the photo whose face it must find once a worker has published it. */
let faceSearch: { search: () => Promise<number[]>; photoId: number };

it('a selfie search on one server finds nothing before the photo exists; the photo is uploaded through the other', async () => {
  const { db } = stack;
  const photographer = await createPhotographer(db);
  const activity = await createActivity(db, { faceSearchEnabled: true });
  const album = await createAlbum(db, activity, { photographerId: photographer.id, photoCount: 0 });
  const selfie = await selfieFrom(1, ALICE);
  const search = async () => {
    const body = multipartFiles([{ fileName: 'selfie.jpg', contentType: 'image/jpeg', content: selfie }]);
    const response = await fetch(`${b}/api/services/app/FaceSearch/Search?activityId=${activity.id}`, {
      method: 'POST',
      headers: body.headers,
      body: body.payload,
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { result: { items: { id: number }[] } };
    return answer.result.items.map((photo) => photo.id);
  };
  // B holds the activity's (empty) index before the photo exists: it must pick up the new face.
  expect(await search()).toEqual([]);

  const headers = await logIn(a, photographer.email, photographer.password);
  const uploaded = await uploadPhotos(a, album.id, headers, [
    { fileName: 'sample1.jpg', contentType: 'image/jpeg', content: sample(1) },
  ]);
  expect(uploaded.body).toMatchObject({ success: true, result: { accepted: 1 } });
  // A worker processes it while the scenarios below run.
  faceSearch = { search, photoId: (await db.photo.findFirstOrThrow({ where: { albumId: album.id } })).id };
});

it('a member logged in on one server is logged in on the other', async () => {
  const member = await createUser(stack.db);
  const headers = await logIn(a, member.email, member.password);
  const orders = await get(b, 'Order/GetAll?SkipCount=0&MaxResultCount=10', headers);
  expect(orders.status).toBe(200);
  expect(await orders.json()).toMatchObject({ success: true, result: { totalCount: 0 } });
});

it('counts failed logins of one account from one address on both servers together', async () => {
  const victim = await createUser(stack.db);
  const attempt = (baseUrl: string, password = 'guess1234') =>
    fetch(`${baseUrl}/api/TokenAuth/AuthenticateLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userNameOrEmailAddress: victim.email, password }),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
  for (const server of [a, b, a]) expect((await attempt(server)).status).toBe(400);
  // Each server alone has seen at most two: only the shared count refuses the fourth.
  const refused = await attempt(b, victim.password);
  expect(refused.status).toBe(429);
  expect(await refused.json()).toMatchObject({ success: false, error: { code: 'RateLimited' } });
});

it('an order paid through one server is paid on the other at once', async () => {
  const { db } = stack;
  const buyer = await createUser(db);
  const album = await createAlbum(db, await createActivity(db));
  const order = await createOrder(db, {
    userId: buyer.id,
    photos: [await createPhoto(db, album, { price: 199 })],
    status: 'pending',
  });
  const headers = await logIn(b, buyer.email, buyer.password);
  expect(await (await get(b, `Order/Get?id=${order.id}`, headers)).json()).toMatchObject({
    result: { status: 'pending' },
  });
  expect(await postNotice(a, returnNotification(stack, order))).toEqual({ status: 200, body: '1|OK' });
  expect(await (await get(b, `Order/Get?id=${order.id}`, headers)).json()).toMatchObject({
    result: { status: 'paid' },
  });
});

it("a face indexed by a worker is found through the other server's selfie search within seconds", async () => {
  const { search, photoId } = faceSearch;
  // The workers load their models on their first photo: slow on a busy machine.
  await expect
    .poll(async () => (await stack.db.photo.findUniqueOrThrow({ where: { id: photoId } })).status, {
      timeout: 150_000,
      interval: 250,
    })
    .toBe(PhotoStatus.ready);

  // B's index fetches new faces at most every 2 s; a selfie's detection takes a second or more here.
  const publishedAt = Date.now();
  let searchedAt = 0;
  const searchFrom = async () => {
    searchedAt = Date.now();
    return search();
  };
  await expect.poll(searchFrom, { timeout: 10_000, interval: 250 }).toContain(photoId);
  expect(searchedAt - publishedAt).toBeLessThan(5_000);
}, 180_000);
