import { describe, expect, it, vi } from 'vitest';
import { adminAreaTestApp } from '../helpers/admin-access.ts';
import { createActivity, createAlbum, createPhotographer } from '../helpers/catalogue-factories.ts';
import { culture } from '../helpers/factories.ts';
import { api, postForm, returnNotification, signIn } from '../helpers/payments.ts';
import { createOrder, createReadyPhoto, merchantTradeNo } from '../helpers/shop-factories.ts';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { reconcileLedger } from '../../src/shared/ledger/reconcile.ts';

const t = adminAreaTestApp(PERMISSIONS.Orders, PERMISSIONS.OrdersRefund);

const RETURN_URL = api('Payment/EcpayReturn');

const get = (path: string, headers: Record<string, string> = t.callers.reader) =>
  t.app.inject({ method: 'GET', url: api(`AdminOrder/${path}`), headers });
const refund = (payload: object, headers: Record<string, string> = t.callers.editor) =>
  t.app.inject({ method: 'POST', url: api('AdminOrder/Refund'), headers, payload });

/** A member's paid order of three photos by one photographer, with the originals in storage. */
async function paidOrder(activityTitle = '台北馬拉松') {
  const photographer = await createPhotographer(t.db);
  const activity = await createActivity(t.db, { title: activityTitle });
  const album = await createAlbum(t.db, activity, { photographerId: photographer.id });
  const photos = [];
  for (let index = 0; index < 3; index += 1) photos.push(await createReadyPhoto(t, album, { price: 100 }));
  const buyer = await signIn(t);
  const order = await createOrder(t.db, { userId: buyer.user.id, photos });
  return { photographer, activity, photos, buyer, order };
}

const download = (photoId: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: api(`Download/Original?photoId=${photoId}`), headers });

const ledgerOf = (orderItemIds: number[]) =>
  t.db.ledgerEntry.findMany({ where: { orderItemId: { in: orderItemIds } }, orderBy: { id: 'asc' } });

async function reconciledFor(photographerId: number) {
  const { lines } = await reconcileLedger(t.db);
  return lines.find((line) => line.photographerId === photographerId);
}

describe('AdminOrder access', () => {
  it('lets order readers read and only refunders refund', async () => {
    const { order } = await paidOrder();
    const body = { orderId: order.id, itemIds: [order.items[0]!.id], reason: 'Wrong photo' };
    for (const path of ['GetAll', `Get?id=${order.id}`]) {
      expect((await get(path, t.callers.guest)).statusCode, path).toBe(401);
      expect((await get(path, t.callers.member)).statusCode, path).toBe(403);
      expect((await get(path, t.callers.other)).statusCode, path).toBe(403);
      expect((await get(path, t.callers.reader)).statusCode, path).toBe(200);
    }
    expect((await refund(body, t.callers.guest)).statusCode).toBe(401);
    expect((await refund(body, t.callers.member)).statusCode).toBe(403);
    expect((await refund(body, t.callers.reader)).statusCode).toBe(403);
    expect(await t.db.refund.count({ where: { orderId: order.id } })).toBe(0);
    expect((await refund(body)).statusCode).toBe(200);
  });
});

describe('AdminOrder/GetAll and Get', () => {
  it('finds orders by number, trade number, e-mail, status, activity and date, a page at a time', async () => {
    const tag = `Race${Date.now()}`;
    const { order, buyer, activity } = await paidOrder(tag);
    const other = await paidOrder();
    const ids = async (query: string) =>
      ((await get(`GetAll?${query}`)).json().result.items as { id: number }[]).map((row) => row.id);
    expect(await ids(`keyword=${order.id}`)).toContain(order.id);
    expect(await ids(`keyword=${order.merchantTradeNo.slice(2, 14).toLowerCase()}`)).toEqual([order.id]);
    expect(await ids(`email=${encodeURIComponent(buyer.user.email)}`)).toEqual([order.id]);
    expect(await ids(`activityId=${activity.id}`)).toEqual([order.id]);
    expect(await ids(`activityId=${activity.id}&status=refunded`)).toEqual([]);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(await ids(`activityId=${activity.id}&dateFrom=${today}&dateTo=${today}`)).toEqual([order.id]);
    expect(await ids(`activityId=${activity.id}&dateTo=2020-01-01`)).toEqual([]);
    const paged = (await get('GetAll?MaxResultCount=1')).json().result;
    expect(paged.items).toHaveLength(1);
    expect(paged.totalCount).toBeGreaterThanOrEqual(2);
    expect(await ids(`keyword=${other.order.merchantTradeNo}`)).toEqual([other.order.id]);
    expect((await get('GetAll?status=lost')).statusCode).toBe(400);
    expect((await get(`GetAll?keyword=${'x'.repeat(41)}`)).statusCode).toBe(400);
  });

  it("shows an order's items, member, attempts and notices", async () => {
    const { order, photos, photographer, buyer, activity } = await paidOrder();
    await t.db.paymentAttempt.create({
      data: { orderId: order.id, merchantTradeNo: order.merchantTradeNo, choosePayment: 'Credit' },
    });
    const paid = await postForm(t.app, RETURN_URL, returnNotification(t, order));
    expect(paid.statusCode).toBe(200);
    const detail = (await get(`Get?id=${order.id}`)).json().result;
    expect(detail).toMatchObject({
      id: order.id,
      status: 'paid',
      member: { id: buyer.user.id, email: buyer.user.email },
      refundedAmount: 0,
      attempts: [{ merchantTradeNo: order.merchantTradeNo, choosePayment: 'Credit' }],
      anomalies: [],
      refunds: [],
      notifications: [{ merchantTradeNo: order.merchantTradeNo, verified: true, outcome: 'repeat', tradeAmt: 300 }],
    });
    expect(detail.items).toHaveLength(3);
    expect(detail.items[0]).toMatchObject({
      photoId: photos[0]!.id,
      activity: { id: activity.id, title: activity.title },
      photographer: { id: photographer.id },
      price: 100,
      refundedAt: null,
    });
    expect(detail.items[0].thumbnailUrl).toEqual(expect.any(String));
    expect((await get('Get?id=2147483647')).statusCode).toBe(404);
    expect(detail.downloads).toEqual({ totalCount: 0, items: [] });
  });

  it("lists the order's downloads newest first: the last 100, with how many there are", async () => {
    const { order, photos, buyer } = await paidOrder();
    const longAgo = Date.now() - 86_400_000;
    await t.db.downloadLog.createMany({
      data: Array.from({ length: 100 }, (_, index) => ({
        userId: buyer.user.id,
        orderId: order.id,
        kind: 'zip',
        clientNetwork: '198.51.100.0/24',
        at: new Date(longAgo + index * 1000),
      })),
    });
    const response = await t.app.inject({
      method: 'GET',
      url: api(`Download/Original?photoId=${photos[1]!.id}`),
      headers: buyer.headers,
      remoteAddress: '2001:db8:1:2::5',
    });
    expect(response.statusCode).toBe(200);
    await vi.waitFor(async () =>
      expect((await get(`Get?id=${order.id}`)).json().result.downloads.totalCount).toBe(101),
    );
    const { downloads } = (await get(`Get?id=${order.id}`)).json().result;
    expect(downloads.items).toHaveLength(100);
    expect(downloads.items[0]).toMatchObject({
      kind: 'original',
      member: { id: buyer.user.id, displayName: buyer.user.displayName },
      photo: { id: photos[1]!.id, fileName: photos[1]!.fileName },
      clientNetwork: '2001:db8:1::/48',
    });
    expect(downloads.items[1]).toMatchObject({ kind: 'zip', photo: null, clientNetwork: '198.51.100.0/24' });
    const times = downloads.items.map((item: { at: string }) => item.at);
    expect(times).toEqual([...times].sort().reverse());
    // The oldest download is the one left out.
    expect(times.at(-1)).toBe(new Date(longAgo + 1000).toISOString());
  });
});

describe('AdminOrder/Refund', () => {
  it('refunds a partly refunded order item by item: downloads stop, shares are reversed, the last item refunds the order', async () => {
    const { order, photos, photographer, buyer } = await paidOrder();
    const [first, second, third] = order.items;
    expect((await download(photos[0]!.id, buyer.headers)).statusCode).toBe(200);

    const once = await refund({ orderId: order.id, itemIds: [first!.id], reason: '  Wrong runner  ' });
    expect(once.statusCode).toBe(200);
    const partly = once.json().result;
    expect(partly.status).toBe('paid');
    expect(partly.refundedItemCount).toBe(1);
    expect(partly.refunds).toEqual([
      expect.objectContaining({ amount: 100, reason: 'Wrong runner', method: 'manual', itemIds: [first!.id] }),
    ]);
    expect((await download(photos[0]!.id, buyer.headers)).statusCode).toBe(403);
    expect((await download(photos[1]!.id, buyer.headers)).statusCode).toBe(200);

    // The rest of a partly refunded order: no items named means every one not refunded yet.
    const rest = await refund({ orderId: order.id, reason: 'Race cancelled' });
    expect(rest.statusCode).toBe(200);
    const refunded = rest.json().result;
    expect(refunded.status).toBe('refunded');
    expect(refunded.refundedAmount).toBe(300);
    expect(refunded.refunds[1].itemIds).toEqual([second!.id, third!.id]);
    expect((await download(photos[2]!.id, buyer.headers)).statusCode).toBe(403);

    const entries = await ledgerOf([first!.id, second!.id, third!.id]);
    expect(entries.filter((entry) => entry.kind === 'reversal')).toHaveLength(3);
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    expect(await reconciledFor(photographer.id)).toMatchObject({ ledger: 0, difference: 0 });
  });

  it('tells the buyer of a partial refund: state, amount, when, which photo, and why its original is refused', async () => {
    const { order, photos, buyer } = await paidOrder();
    const [first] = order.items;
    expect((await refund({ orderId: order.id, itemIds: [first!.id], reason: '拍錯人' })).statusCode).toBe(200);
    const mine = (path: string) => t.app.inject({ method: 'GET', url: api(path), headers: buyer.headers });

    const detail = (await mine(`Order/Get?id=${order.id}`)).json().result;
    expect(detail).toMatchObject({ status: 'paid', refundState: 'partial', refundedAmount: 100 });
    const refundedAt = (await t.db.orderItem.findUniqueOrThrow({ where: { id: first!.id } })).refundedAt!;
    expect(detail.lastRefundedAt).toBe(refundedAt.toISOString());
    expect(detail.items.map((item: { refundedAt: string | null }) => item.refundedAt)).toEqual([
      refundedAt.toISOString(),
      null,
      null,
    ]);
    const [listed] = (await mine('Order/GetAll')).json().result.items;
    expect(listed).toMatchObject({ id: order.id, refundState: 'partial', refundedAmount: 100 });

    const refused = await download(photos[0]!.id, { ...buyer.headers, ...culture('en') });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This photo was refunded, so its original can no longer be downloaded');
    const chinese = await download(photos[0]!.id, buyer.headers);
    expect(chinese.json().error.message).toBe('這張照片已退款，原圖無法再下載');
    // Someone who never bought it is still asked to buy it.
    const stranger = await signIn(t);
    expect((await download(photos[0]!.id, stranger.headers)).json().error.message).toBe(
      '您沒有下載這張照片原圖的權限，請先購買',
    );

    expect((await refund({ orderId: order.id, reason: 'Race cancelled' })).statusCode).toBe(200);
    const whole = (await mine(`Order/Get?id=${order.id}`)).json().result;
    expect(whole).toMatchObject({ status: 'refunded', refundState: 'full', refundedAmount: 300 });
  });

  it('never refunds or reverses twice, whether repeated or at the same moment', async () => {
    const { order } = await paidOrder();
    const body = { orderId: order.id, itemIds: [order.items[0]!.id], reason: 'Twice clicked' };
    const answers = await Promise.all([refund(body), refund(body), refund(body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const again = await refund(body, { ...t.callers.editor, ...culture('en') });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This has already been refunded; nothing was refunded twice');
    expect(await t.db.refund.count({ where: { orderId: order.id } })).toBe(1);
    const reversals = (await ledgerOf([order.items[0]!.id])).filter((entry) => entry.kind === 'reversal');
    expect(reversals).toHaveLength(1);

    const whole = { orderId: order.id, reason: 'All of it' };
    const [a, b] = await Promise.all([refund(whole), refund(whole)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await t.db.refund.count({ where: { orderId: order.id } })).toBe(2);
    expect(await t.db.ledgerEntry.count({ where: { kind: 'reversal', orderItem: { orderId: order.id } } })).toBe(3);
  });

  it('refunds a duplicate payment once, without touching the items, and shows it as an anomaly', async () => {
    const { order, buyer } = await paidOrder();
    const secondTradeNo = merchantTradeNo();
    await t.db.paymentAttempt.createMany({
      data: [
        { orderId: order.id, merchantTradeNo: order.merchantTradeNo, choosePayment: 'Credit' },
        { orderId: order.id, merchantTradeNo: secondTradeNo, choosePayment: 'Credit' },
      ],
    });
    await t.db.order.update({ where: { id: order.id }, data: { status: 'pending', paidAt: null } });
    expect((await postForm(t.app, RETURN_URL, returnNotification(t, order))).statusCode).toBe(200);
    const twice = returnNotification(t, { ...order, merchantTradeNo: secondTradeNo }, { TradeNo: '2611231200009999' });
    expect((await postForm(t.app, RETURN_URL, twice)).statusCode).toBe(200);

    const listed = (await get('GetAll?anomaly=true&MaxResultCount=1000')).json().result.items as { id: number }[];
    expect(listed.map((row) => row.id)).toContain(order.id);
    const detail = (await get(`Get?id=${order.id}`)).json().result;
    expect(detail.hasAnomaly).toBe(true);
    expect(detail.anomalies).toEqual([
      expect.objectContaining({ kind: 'duplicate', merchantTradeNo: secondTradeNo, amount: 300, refundId: null }),
    ]);
    const notificationId = detail.anomalies[0].notificationId;

    const body = { orderId: order.id, paymentNotificationId: notificationId, reason: 'Paid twice' };
    const done = await refund(body);
    expect(done.statusCode).toBe(200);
    const after = done.json().result;
    expect(after.status).toBe('paid');
    expect(after.refundedItemCount).toBe(0);
    // Paid by card: the simulator, standing in for ECPay, refunds the second trade.
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount: 300,
        paymentNotificationId: notificationId,
        itemIds: [],
        method: 'ecpay-credit',
        ecpayMessage: '退款成功',
      }),
    ]);
    expect(after.anomalies[0].refundId).toBe(after.refunds[0].id);
    expect((await download(order.items[0]!.photoId, buyer.headers)).statusCode).toBe(200);
    expect((await refund(body)).statusCode).toBe(409);

    const first = after.notifications.find((notice: { outcome: string }) => notice.outcome === 'paid');
    expect((await refund({ ...body, paymentNotificationId: first.id })).statusCode).toBe(400);
    expect(await t.db.refund.count({ where: { orderId: order.id } })).toBe(1);
  });

  it('asks ECPay (the simulator) to refund a card payment, and leaves other payments to finance', async () => {
    const card = await paidOrder();
    await t.db.order.update({ where: { id: card.order.id }, data: { status: 'pending', paidAt: null } });
    expect((await postForm(t.app, RETURN_URL, returnNotification(t, card.order))).statusCode).toBe(200);
    const byCard = await refund({ orderId: card.order.id, itemIds: [card.order.items[0]!.id], reason: 'Wrong runner' });
    expect(byCard.json().result.refunds).toEqual([
      expect.objectContaining({ amount: 100, method: 'ecpay-credit', ecpayMessage: '退款成功' }),
    ]);

    const atm = await paidOrder();
    await t.db.order.update({ where: { id: atm.order.id }, data: { status: 'pending', paidAt: null } });
    const paidAtAtm = returnNotification(t, atm.order, { PaymentType: 'ATM_TAISHIN' });
    expect((await postForm(t.app, RETURN_URL, paidAtAtm)).statusCode).toBe(200);
    const byHand = await refund({ orderId: atm.order.id, reason: 'Race cancelled' });
    expect(byHand.json().result.refunds).toEqual([
      expect.objectContaining({ amount: 300, method: 'manual', ecpayMessage: null }),
    ]);
  });

  it('shows money that came after the order expired as a late payment, settled by refunding the order', async () => {
    const { order } = await paidOrder();
    await t.db.order.update({
      where: { id: order.id },
      data: { status: 'cancelled', cancelledAt: new Date(), paidAt: null },
    });
    expect((await postForm(t.app, RETURN_URL, returnNotification(t, order))).statusCode).toBe(200);
    const late = (await get(`Get?id=${order.id}`)).json().result;
    expect(late.anomalies).toEqual([expect.objectContaining({ kind: 'late', amount: 300, refundId: null })]);
    const refunded = (await refund({ orderId: order.id, reason: 'Paid after expiry' })).json().result;
    expect(refunded.anomalies[0].refundId).toBe(refunded.refunds[0].id);
  });

  it('refuses bad input, unpaid orders and items of other orders, writing nothing', async () => {
    const { order } = await paidOrder();
    const other = await paidOrder();
    const pending = await createOrder(t.db, {
      userId: (await signIn(t)).user.id,
      photos: [(await paidOrder()).photos[0]!],
      status: 'pending',
    });
    const refusals: [object, number][] = [
      [{ orderId: order.id, reason: '   ' }, 400],
      [{ orderId: order.id, reason: 'x'.repeat(501) }, 400],
      [{ orderId: order.id, reason: 'a\u0000b' }, 400],
      [{ orderId: order.id, itemIds: [], reason: 'Empty' }, 400],
      [{ orderId: order.id, itemIds: [other.order.items[0]!.id], reason: 'Not mine' }, 400],
      [{ orderId: order.id, itemIds: [order.items[0]!.id], paymentNotificationId: 1, reason: 'Both' }, 400],
      [{ orderId: pending.id, reason: 'Unpaid' }, 409],
      [{ orderId: 2147483647, reason: 'Missing' }, 404],
    ];
    for (const [body, status] of refusals) expect((await refund(body)).statusCode, JSON.stringify(body)).toBe(status);
    expect(await t.db.refund.count({ where: { orderId: { in: [order.id, pending.id] } } })).toBe(0);
    expect(await t.db.orderItem.count({ where: { orderId: order.id, refundedAt: { not: null } } })).toBe(0);
  });
});
