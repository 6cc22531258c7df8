import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsActor } from '../../src/infra/audit-trail.ts';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { callersOf, signInAdminWith } from '../helpers/admin-access.ts';
import { cameraJpeg } from '../helpers/images.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { api, signIn } from '../helpers/payments.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let editor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await signIn(t, { isAdmin: true, roles: ['Editor'] })).headers;
});
afterAll(() => t.close());

const banner = (headers: Record<string, string>, method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: api(`AdminBanner/${path}`), headers, ...(payload && { payload }) });

async function createBanner() {
  const form = multipartFile('file', 'wide.jpg', 'image/jpeg', await cameraJpeg(2400, 800));
  const upload = await t.app.inject({
    method: 'POST',
    url: api('AdminBanner/UploadImage'),
    headers: { ...editor, ...form.headers },
    payload: form.payload,
  });
  const fields = { typeId: 1, title: '秋季馬拉松', imageKey: upload.json().result.imageKey, sort: 1, isVisible: true };
  const created = await banner(editor, 'POST', 'Create', fields);
  expect(created.statusCode, created.body).toBe(200);
  return { ...fields, id: created.json().result.id as number };
}

const historyOf = (entity: string, entityId: number | string) =>
  t.db.auditLog.findMany({ where: { entity, entityId: String(entityId) }, orderBy: { id: 'asc' } });

describe('the audit trail of admin changes', () => {
  it('records an admin update once: who, the request, and the changed fields before and after', async () => {
    const created = await createBanner();
    const updated = await banner(editor, 'PUT', 'Update', { ...created, title: '春季馬拉松', isVisible: false });
    expect(updated.statusCode, updated.body).toBe(200);

    const [creation, update, ...more] = await historyOf('Banner', created.id);
    expect(more).toEqual([]);
    expect(creation).toMatchObject({ action: 'create', route: 'POST /api/services/app/AdminBanner/Create' });
    expect(creation!.changes).toMatchObject({ title: [null, '秋季馬拉松'], isVisible: [null, true] });
    const admin = await t.db.user.findFirstOrThrow({ where: { roles: { some: { role: { name: 'Editor' } } } } });
    expect(update).toMatchObject({
      actorId: admin.id,
      requestId: updated.headers['x-request-id'],
      route: 'PUT /api/services/app/AdminBanner/Update',
      action: 'update',
      changes: { title: ['秋季馬拉松', '春季馬拉松'], isVisible: [true, false] },
    });
    // Only what changed: not the untouched fields, not the update time.
    expect(Object.keys(update!.changes as object).sort()).toEqual(['isVisible', 'title']);

    const deleted = await banner(editor, 'DELETE', `Delete?Id=${created.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const removal = (await historyOf('Banner', created.id)).at(-1);
    expect(removal).toMatchObject({ action: 'delete', changes: { title: ['春季馬拉松', null] } });
  });

  it('records each row of a bulk write made in a batch transaction', async () => {
    const callers = await callersOf(t, PERMISSIONS.Events, PERMISSIONS.EventsEdit);
    const reorder = await t.app.inject({
      method: 'POST',
      url: api('AdminCommonType/UpdateStore'),
      headers: callers.editor,
      payload: { ids: [104, 103, 102, 101] },
    });
    expect(reorder.statusCode, reorder.body).toBe(200);
    const rows = await t.db.auditLog.findMany({
      where: { entity: 'CommonType', requestId: reorder.headers['x-request-id'] as string },
    });
    expect(rows.map((row) => row.entityId).sort()).toEqual(['101', '102', '103', '104']);
    expect((rows.find((row) => row.entityId === '104')!.changes as { sort: number[] }).sort[1]).toBe(1);
  });

  it('does not audit a member changing their own profile', async () => {
    const member = await signIn(t);
    const before = await t.db.auditLog.count();
    const saved = await t.app.inject({
      method: 'POST',
      url: api('MemEmber/Update'),
      headers: member.headers,
      payload: { displayName: 'New name' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await t.db.auditLog.count()).toBe(before);
  });

  it('joins the transaction of the write: a rolled-back change leaves no audit row', async () => {
    const { id } = await createBanner();
    const actor = { actorId: 1, requestId: 'rollback-test', route: 'TEST' };
    await expect(
      runAsActor(actor, () =>
        t.db.$transaction(async (tx) => {
          await tx.banner.update({ where: { id }, data: { title: 'never' } });
          throw new Error('rolled back');
        }),
      ),
    ).rejects.toThrow('rolled back');
    expect(await t.db.auditLog.count({ where: { requestId: 'rollback-test' } })).toBe(0);

    await runAsActor({ ...actor, requestId: 'commit-test' }, () =>
      t.db.$transaction((tx) => tx.banner.update({ where: { id }, data: { title: 'kept' } })),
    );
    const [row] = await t.db.auditLog.findMany({ where: { requestId: 'commit-test' } });
    expect(row!.changes).toEqual({ title: ['秋季馬拉松', 'kept'] });
  });

  it('masks remittance account numbers and never keeps a password hash', async () => {
    const photographer = await signIn(t, { photographerAuth: true });
    const actor = { actorId: 1, requestId: 'mask-test', route: 'TEST' };
    const account = { bankCode: '004', branch: '台北', accountName: '王小明' };
    await runAsActor(actor, async () => {
      const row = await t.db.usersRemittance.create({
        data: { userId: photographer.user.id, ...account, accountNumberCipher: 'cipher-one', accountLast4: '1234' },
      });
      await t.db.usersRemittance.update({
        where: { id: row.id },
        data: { accountNumberCipher: 'cipher-two', accountLast4: '5678' },
      });
      await t.db.user.update({ where: { id: photographer.user.id }, data: { passwordHash: 'new-hash' } });
    });
    const rows = await t.db.auditLog.findMany({ where: { requestId: 'mask-test' }, orderBy: { id: 'asc' } });
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'update']);
    expect(rows[1]!.changes).toEqual({ accountNumber: ['****1234', '****5678'], accountLast4: ['1234', '5678'] });
    expect(rows[2]!.changes).toEqual({ passwordHash: ['***', '***'] });
    const stored = JSON.stringify(rows);
    for (const secret of ['cipher-one', 'cipher-two', 'new-hash', photographer.user.passwordHash]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('cannot be changed or deleted, even by the database client', async () => {
    const [row] = await t.db.auditLog.findMany({ take: 1 });
    await expect(t.db.auditLog.update({ where: { id: row!.id }, data: { route: 'x' } })).rejects.toThrow();
    await expect(t.db.auditLog.deleteMany({})).rejects.toThrow();
    expect(await t.db.auditLog.findUnique({ where: { id: row!.id } })).toEqual(row);
  });
});

describe('AdminAuditLog', () => {
  const get = (path: string, headers: object) =>
    t.app.inject({ method: 'GET', url: api(`AdminAuditLog/${path}`), headers: headers as Record<string, string> });

  it('has read endpoints only', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const auditPaths = Object.entries(docs.paths).filter(([path]) => /audit/i.test(path));
    expect(auditPaths.map(([path]) => path).sort()).toEqual([
      api('AdminAuditLog/GetAll'),
      api('AdminAuditLog/GetEntityHistory'),
    ]);
    for (const [, operations] of auditPaths) expect(Object.keys(operations)).toEqual(['get']);
  });

  it('is for admins with the audit permission: 401, 403, 200 and 400', async () => {
    const callers = await callersOf(t, PERMISSIONS.AuditLog, PERMISSIONS.Dashboard);
    const { id } = await createBanner();
    for (const path of ['GetAll', `GetEntityHistory?entity=Banner&entityId=${id}`]) {
      expect((await get(path, callers.guest)).statusCode, path).toBe(401);
      expect((await get(path, callers.member)).statusCode, path).toBe(403);
      expect((await get(path, callers.other)).statusCode, path).toBe(403);
      expect((await get(path, callers.reader)).statusCode, path).toBe(200);
    }
    const history = (await get(`GetEntityHistory?entity=Banner&entityId=${id}`, callers.reader)).json().result;
    expect(history).toMatchObject({ totalCount: 1, items: [{ entity: 'Banner', action: 'create' }] });
    expect(history.items[0].actorEmail).toMatch(/@example\.com$/);

    for (const bad of [
      'GetAll?action=rename',
      'GetAll?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z',
      'GetAll?entity=Ban%20ner',
      'GetEntityHistory?entity=Banner',
    ]) {
      expect((await get(bad, callers.reader)).statusCode, bad).toBe(400);
    }
  });

  it('searches by admin, entity, action and time, newest first', async () => {
    const reader = await signInAdminWith(t, [PERMISSIONS.AuditLog]);
    const created = await createBanner();
    const { id } = created;
    await banner(editor, 'PUT', 'Update', { ...created, title: 'B' });
    const admin = await t.db.user.findFirstOrThrow({ where: { roles: { some: { role: { name: 'Editor' } } } } });
    const search = async (query: string) =>
      (await get(`GetAll?${query}`, reader)).json().result as { totalCount: number; items: { action: string }[] };

    const mine = await search(`actor=${encodeURIComponent(admin.email)}&entity=Banner&entityId=${id}`);
    expect(mine.items.map((item) => item.action)).toEqual(['update', 'create']);
    expect((await search(`entity=Banner&entityId=${id}&action=update`)).totalCount).toBe(1);
    expect((await search(`actor=nobody-like-this&entity=Banner`)).totalCount).toBe(0);
    expect((await search(`entityId=${id}&entity=Banner&from=2999-01-01T00:00:00Z`)).totalCount).toBe(0);
  });
});
