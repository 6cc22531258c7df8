import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseNotification, type NotificationInput } from '../../src/shared/notifications.ts';
import { signInAdminWith } from '../helpers/admin-access.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/AdminNotification/${path}`;
const get = (path: string, headers: Record<string, string>, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: api(path), headers, query });
const post = (path: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: api(path), headers, payload });

async function raise(input: Partial<NotificationInput> & Pick<NotificationInput, 'kind'>) {
  await raiseNotification(t.db, {
    message: 'notification.orderPaid',
    params: { orderId: 7, amount: 169 },
    link: '/admin/OrderDetails/7',
    ...input,
  });
  return t.db.notification.findFirstOrThrow({ orderBy: { id: 'desc' } });
}

const signInRole = async (role: string) => {
  const user = await createUser(t.db, { isAdmin: true, roles: [role] });
  return bearer(await loginToken(t.app, user.email, user.password));
};
const titles = async (headers: Record<string, string>, query: Record<string, string> = {}) => {
  const response = await get('GetAll', headers, { MaxResultCount: '100', ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.items.map((item: { id: number }) => item.id);
};

describe('who sees which notification', () => {
  it('shows finance payments but not applications, and the content editor neither payments nor remittances', async () => {
    const paid = await raise({ kind: 'paymentAnomaly', message: 'notification.duplicatePayment' });
    const applied = await raise({
      kind: 'applicationSubmitted',
      message: 'notification.applyPhotographer',
      params: { name: '阿明' },
    });
    const remittance = await raise({
      kind: 'remittanceChanged',
      message: 'notification.remittanceChanged',
      params: { name: '阿明' },
    });
    const album = await raise({ kind: 'albumProcessed' });

    const finance = await signInRole('Finance');
    const financeSees = await titles(finance);
    expect(financeSees).toEqual(expect.arrayContaining([paid.id, remittance.id]));
    expect(financeSees).not.toContain(applied.id);

    const editor = await signInRole('Editor');
    const editorSees = await titles(editor);
    expect(editorSees).not.toContain(paid.id);
    expect(editorSees).not.toContain(remittance.id);
    // Processed albums are for photo moderation, which is the photo moderator's, not the editor's.
    expect(editorSees).not.toContain(album.id);
    expect(await titles(await signInRole('PhotoModerator'))).toEqual(expect.arrayContaining([album.id, applied.id]));

    const owner = await signInRole('Admin');
    expect(await titles(owner)).toEqual(expect.arrayContaining([paid.id, applied.id, remittance.id, album.id]));

    // One they may not see is not found for them, and counts for nobody else's badge.
    expect((await get('Get', editor, { id: String(paid.id) })).statusCode).toBe(404);
    expect((await post('MarkRead', editor, { ids: [paid.id] })).statusCode).toBe(200);
    expect(await t.db.notificationRead.count({ where: { notificationId: paid.id } })).toBe(0);
  });
});

describe('read state', () => {
  it('is kept per admin: opening one marks it read for the opener only', async () => {
    const notice = await raise({ kind: 'orderPaid' });
    const first = await signInAdminWith(t, ['Pages.Notifications', 'Pages.Orders']);
    const second = await signInAdminWith(t, ['Pages.Notifications', 'Pages.Orders']);
    const unread = async (headers: Record<string, string>) =>
      (await get('GetUnreadCount', headers)).json().result.unreadCount as number;
    const before = await unread(first);
    expect(await unread(second)).toBe(before);

    const opened = await get('Get', { ...first, ...culture('en') }, { id: String(notice.id) });
    expect(opened.json().result).toMatchObject({
      id: notice.id,
      type: 'Car',
      title: 'Order #7 paid: NT$169',
      link: '/admin/OrderDetails/7',
      isRead: true,
    });
    expect(await unread(first)).toBe(before - 1);
    expect(await unread(second)).toBe(before);
    expect(await titles(first, { state: 'read' })).toEqual([notice.id]);
    expect(await titles(second, { state: 'read' })).toEqual([]);
    expect(await titles(second, { state: 'unread', type: 'Car' })).toContain(notice.id);

    expect((await post('MarkRead', second, { ids: [notice.id] })).json().result).toEqual({ unreadCount: before - 1 });
    expect((await post('MarkAllRead', second)).json().result).toEqual({ unreadCount: 0 });
    expect(await titles(second, { state: 'unread' })).toEqual([]);
    expect(await unread(first)).toBe(before - 1);
  });
});

describe('access and input', () => {
  it('answers guests 401, members 403, admins without the permission 403', async () => {
    const member = await createUser(t.db);
    const memberHeaders = bearer(await loginToken(t.app, member.email, member.password));
    const withoutPermission = await signInAdminWith(t, ['Pages.Orders']);
    for (const headers of [{}, memberHeaders, withoutPermission]) {
      const expected = headers === withoutPermission || headers === memberHeaders ? 403 : 401;
      expect((await get('GetAll', headers)).statusCode).toBe(expected);
      expect((await get('Get', headers, { id: '1' })).statusCode).toBe(expected);
      expect((await get('GetUnreadCount', headers)).statusCode).toBe(expected);
      expect((await post('MarkRead', headers, { ids: [1] })).statusCode).toBe(expected);
      expect((await post('MarkAllRead', headers)).statusCode).toBe(expected);
    }
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const admin = await signInAdminWith(t, ['Pages.Notifications', 'Pages.Orders']);
    const reads = await t.db.notificationRead.count();
    expect((await get('GetAll', admin, { type: 'Nope' })).statusCode).toBe(400);
    expect((await get('GetAll', admin, { state: 'seen' })).statusCode).toBe(400);
    expect((await get('Get', admin, { id: '0' })).statusCode).toBe(400);
    expect((await post('MarkRead', admin, { ids: [] })).statusCode).toBe(400);
    const tooMany = await post(
      'MarkRead',
      { ...admin, ...culture('en') },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toMatch(/^[\x20-\x7e]+$/);
    expect(await t.db.notificationRead.count()).toBe(reads);
  });
});
