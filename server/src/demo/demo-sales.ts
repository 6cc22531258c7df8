import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { getPaymentSetting, modeOf } from '../payments/settings.ts';
import { OUTCOME_FIELD, SIMULATOR_COMPLETE_PATH } from '../payments/simulator.ts';
import { PhotoStatus } from '../shared/domain/photo-status.ts';
import { demoAlbums } from './ingest-demo-photos.ts';

const BUYER = 'member@demo.tw';
/** Two orders, each with one photo of each demo album: the money pages then show two photographers' sales. */
const ORDERS = 2;
const WAIT_STEP_MS = 2000;
const WAIT_LIMIT_MS = 15 * 60 * 1000;

const api = (path: string) => `/api/services/app/${path}`;

/** The first published photos of each demo album, once the pipeline has made enough of them ready. */
async function readyPhotosPerAlbum(app: FastifyInstance, activityId: number, needed: number) {
  for (let waited = 0; waited < WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
    const perAlbum = await Promise.all(
      demoAlbums.map((album) =>
        app.db.photo.findMany({
          where: { activityId, status: PhotoStatus.ready, album: { name: album.name } },
          select: { id: true },
          orderBy: { id: 'asc' },
          take: needed,
        }),
      ),
    );
    if (perAlbum.every((photos) => photos.length >= needed)) return perAlbum.map((photos) => photos.map((p) => p.id));
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  return undefined;
}

/**
 * The demo member buys a few photos of both demo photographers through the real cart, checkout,
 * simulator and paid callback, so orders, the photographers' sales and the ledger start with
 * figures. Only on the simulator (no money moves), and only once: a member with orders is left alone.
 */
export async function seedDemoSales(app: FastifyInstance, activityId: number): Promise<number> {
  if (modeOf(await getPaymentSetting(app.db)) !== 'simulator') return 0;
  const buyer = await app.db.user.findUnique({ where: { email: BUYER }, select: { id: true } });
  if (!buyer || (await app.db.order.count({ where: { userId: buyer.id } })) > 0) return 0;
  const photos = await readyPhotosPerAlbum(app, activityId, ORDERS);
  if (!photos) return 0;

  const login = await app.inject({
    method: 'POST',
    url: '/api/TokenAuth/AuthenticateLogin',
    payload: { userNameOrEmailAddress: BUYER, password: DEMO_PASSWORD },
  });
  if (!login.json().success) return 0; // the demo account was changed: leave it alone
  const headers = { authorization: `Bearer ${login.json().result.accessToken}` };

  let paid = 0;
  for (let index = 0; index < ORDERS; index += 1) {
    const photoIds = photos.map((album) => album[index]!);
    await app.inject({ method: 'POST', url: api('Shop/CreateList'), headers, payload: { photoIds } });
    const order = await app.inject({ method: 'POST', url: api('Order/Checkout'), headers, payload: {} });
    const orderId: number | undefined = order.json().result?.orderId;
    if (!orderId) continue;
    const form = await app.inject({ url: api(`Order/GetEcpayForm?orderId=${orderId}`), headers });
    const fields: Record<string, string> = form.json().result.fields;
    // The simulator's pay button: it signs ECPay's paid notice and posts it to the shop's ReturnURL.
    await app.inject({
      method: 'POST',
      url: SIMULATOR_COMPLETE_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, [OUTCOME_FIELD]: 'pay' }).toString(),
    });
    paid += 1;
  }
  return paid;
}
