import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyIfAlbumProcessed } from '../../src/jobs/album-processed.ts';
import { processPhoto } from '../../src/jobs/process-photo.ts';
import { applicationKit } from '../helpers/application-factories.ts';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { jobContext } from '../helpers/jobs.ts';
import { api, photosPriced, postForm, returnNotification, signIn } from '../helpers/payments.ts';
import { addToCart, createOrder } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Every event the back office hears about raises exactly one notification of its type, with the
// link to the page that handles it and the permission that may see it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.paymentSetting.update({
    where: { id: 1 },
    data: { mode: 'simulator', enabledMethods: ['Credit', 'ATM'] },
  });
});
afterAll(() => t.close());

const RETURN_URL = api('Payment/EcpayReturn');
const raised = (where: { type: string; entityId: number }) =>
  t.db.notification.findMany({ where, orderBy: { id: 'asc' } });

describe('raising notifications', () => {
  it('raises one ApplyPhotographer notification per application, for reviewers', async () => {
    const kit = await applicationKit(t);
    const applicant = await kit.signIn();
    const response = await kit.applyWith(applicant.headers, kit.fields());
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().result.id;
    expect(await raised({ type: 'ApplyPhotographer', entityId: id })).toMatchObject([
      { permission: 'Pages.Applications', link: `/admin/ApplicationDetails/${id}`, title: '快門阿明 申請成為攝影師' },
    ]);
  });

  it('raises one Car notification when an order is paid, and none when ECPay repeats the notice', async () => {
    const buyer = await signIn(t);
    const order = await createOrder(t.db, {
      userId: buyer.user.id,
      photos: await photosPriced(t, [169]),
      status: 'pending',
    });
    await postForm(t.app, RETURN_URL, returnNotification(t, order));
    await postForm(t.app, RETURN_URL, returnNotification(t, order));
    expect(await raised({ type: 'Car', entityId: order.id })).toMatchObject([
      {
        permission: 'Pages.Orders',
        link: `/admin/OrderDetails/${order.id}`,
        title: `訂單 #${order.id} 已付款 NT$169`,
        titleEn: `Order #${order.id} paid: NT$169`,
      },
    ]);
  });

  it('raises a payment anomaly for money arriving after the order expired', async () => {
    const buyer = await signIn(t);
    const order = await createOrder(t.db, {
      userId: buyer.user.id,
      photos: await photosPriced(t, [199]),
      status: 'cancelled',
    });
    expect((await postForm(t.app, RETURN_URL, returnNotification(t, order))).body).toBe('1|OK');
    const [anomaly, ...rest] = await raised({ type: 'Car', entityId: order.id });
    expect(rest).toEqual([]);
    expect(anomaly).toMatchObject({ permission: 'Pages.Orders', link: `/admin/OrderDetails/${order.id}` });
    expect(anomaly!.title).toMatch(/逾期或失敗後才付款/);
  });

  it('raises one payment anomaly for an order paid twice, however often ECPay repeats it', async () => {
    const buyer = await signIn(t);
    await addToCart(t.db, buyer.user.id, await photosPriced(t, [169, 199]));
    const checkout = await t.app.inject({
      method: 'POST',
      url: api('Order/Checkout'),
      headers: buyer.headers,
      payload: {},
    });
    const { orderId, merchantTradeNo, totalAmount } = checkout.json().result;
    const form = () => t.app.inject({ url: api(`Order/GetEcpayForm?orderId=${orderId}`), headers: buyer.headers });
    await form();
    const second = (await form()).json().result.fields.MerchantTradeNo as string;
    await postForm(t.app, RETURN_URL, returnNotification(t, { merchantTradeNo, totalAmount }));
    const twice = returnNotification(t, { merchantTradeNo: second, totalAmount }, { TradeNo: '2611231200005678' });
    await postForm(t.app, RETURN_URL, twice);
    await postForm(t.app, RETURN_URL, twice);
    const titles = (await raised({ type: 'Car', entityId: orderId })).map((n) => n.titleEn);
    expect(titles).toEqual([
      `Order #${orderId} paid: NT$368`,
      `Order #${orderId} was paid twice (NT$368): refund the member`,
    ]);
  });

  it('raises one Users notification for a new enquiry, for whoever answers enquiries', async () => {
    const payload = { name: '王小明', email: 'ming@example.com', subject: '下載問題', message: '無法下載' };
    const response = await t.app.inject({ method: 'POST', url: api('MemEmber/AddTableFrom'), payload });
    const id = response.json().result.id;
    expect(await raised({ type: 'Users', entityId: id })).toMatchObject([
      {
        permission: 'Pages.Inquiries',
        link: '/admin/Inquiryform?status=pending',
        title: '新的聯絡表單：下載問題（王小明）',
      },
    ]);
  });

  it('raises one Photographer notification per remittance change, none when nothing changed', async () => {
    const photographer = await signIn(t, { photographerAuth: true, displayName: '阿明' });
    const account = { bankCode: '822', branch: '台北分行', accountName: '王小明', accountNumber: '0123456789012345' };
    const save = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: api('MemEmber/UpdateUsersRemittance'),
        headers: photographer.headers,
        payload,
      });
    expect((await save(account)).statusCode).toBe(200);
    await save(account);
    const id = photographer.user.id;
    expect(await raised({ type: 'Photographer', entityId: id })).toMatchObject([
      { permission: 'Pages.Settlement', link: `/admin/IncomeDetails/${id}`, title: '攝影師 阿明 變更了匯款帳戶' },
    ]);
  });
});

describe('an album finishing processing', () => {
  it('raises one ActivityPhoto notification once its last photo is done, with the failures', async () => {
    const album = await createAlbum(t.db, await createActivity(t.db), { name: '終點' });
    await createPhoto(t.db, album, { status: 'ready' });
    const first = await createPhoto(t.db, album, { status: 'processing' });
    const last = await createPhoto(t.db, album, { status: 'processing' });
    const context = jobContext(t);
    const lastAttempt = { retryCount: 3, retryLimit: 3 };
    // The originals are missing: on the last attempt each photo fails.
    await processPhoto.handle(context, { photoId: first.id }, lastAttempt);
    expect(await raised({ type: 'ActivityPhoto', entityId: album.id })).toEqual([]);
    await processPhoto.handle(context, { photoId: last.id }, lastAttempt);
    await notifyIfAlbumProcessed(context, album.id); // another photo finishing together: no second one
    expect(await raised({ type: 'ActivityPhoto', entityId: album.id })).toMatchObject([
      {
        permission: 'Pages.Albums.Images',
        link: `/admin/AdminImgDeal?albumId=${album.id}`,
        title: '相簿「終點」照片處理完成：1 張已發布，2 張失敗',
      },
    ]);
  });

  it('raises again for a later burst, linking to the album list when nothing failed', async () => {
    const album = await createAlbum(t.db, await createActivity(t.db), { name: '起跑' });
    await createPhoto(t.db, album);
    await notifyIfAlbumProcessed(jobContext(t), album.id);
    await createPhoto(t.db, album);
    await notifyIfAlbumProcessed(jobContext(t), album.id);
    const notices = await raised({ type: 'ActivityPhoto', entityId: album.id });
    expect(notices.map((n) => [n.link, n.titleEn])).toEqual([
      ['/admin/AdminalbumList', 'Album "起跑" finished processing: 1 photos published'],
      ['/admin/AdminalbumList', 'Album "起跑" finished processing: 2 photos published'],
    ]);
  });
});
