import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { culture } from '../helpers/factories.ts';
import { api, signIn } from '../helpers/payments.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let editor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await signIn(t, { isAdmin: true, roles: ['Editor'] })).headers;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, path: string, payload?: object, headers = editor) =>
  t.app.inject({ method, url: api(path), headers, ...(payload && { payload }) });
const en = () => ({ ...editor, ...culture('en') });

let columnSeq = 0;
async function column(extra: object = {}) {
  const response = await call('POST', 'AdminFoot/Create', {
    title: `欄目${++columnSeq}`,
    sort: columnSeq,
    SGL_IsShow: true,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as { id: number };
}
const linkFields = (parentId: number, sgL_RequestUrl: string, extra: object = {}) => ({
  parentId,
  title: '隱私權政策',
  titleEn: 'Privacy',
  sgL_RequestUrl,
  sort: 1,
  SGL_IsShow: true,
  ...extra,
});
async function link(parentId: number, requestUrl: string) {
  const response = await call('POST', 'AdminFoot/Create', linkFields(parentId, requestUrl));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as { id: number };
}

describe('AdminFoot and AdminFootContent access', () => {
  it('is for admins with the footer permission only', async () => {
    const member = (await signIn(t)).headers;
    const finance = (await signIn(t, { isAdmin: true, roles: ['Finance'] })).headers;
    const calls: [Method, string, object?][] = [
      ['GET', 'AdminFoot/GetAll'],
      ['POST', 'AdminFoot/Create', { title: 'x', sort: 0, SGL_IsShow: true }],
      ['PUT', 'AdminFoot/Update', { id: 1, title: 'x', sort: 0, SGL_IsShow: true }],
      ['POST', 'AdminFoot/UpdateStore', { items: [{ id: 1, sort: 0 }] }],
      ['DELETE', 'AdminFoot/Delete?Id=1'],
      ['GET', 'AdminFootContent/GetAll'],
      ['GET', 'AdminFootContent/Get?Id=1'],
      ['POST', 'AdminFootContent/Create', { footLinkId: 1, content: '<p>x</p>' }],
      ['PUT', 'AdminFootContent/Update', { id: 1, footLinkId: 1, content: '<p>x</p>' }],
      ['DELETE', 'AdminFootContent/Delete?Id=1'],
    ];
    for (const [method, path, payload] of calls) {
      expect((await call(method, path, payload, {})).statusCode, path).toBe(401);
      expect((await call(method, path, payload, member)).statusCode, path).toBe(403);
      expect((await call(method, path, payload, finance)).statusCode, path).toBe(403);
    }
  });
});

describe('AdminFoot (columns and links)', () => {
  it('makes a new link a route for visitors, and a renamed one follows', async () => {
    const company = await column();
    const created = await link(company.id, 'privacy-policy');
    const routes = async () =>
      (
        (await call('GET', 'Foot/GetAll?SGL_IsShow=true&SkipCount=0&MaxResultCount=999', undefined, {})).json().result
          .items as { id: number; sgL_RequestUrl: string }[]
      ).map((item) => item.sgL_RequestUrl);
    expect(await routes()).toContain('privacy-policy');

    const renamed = await call('PUT', 'AdminFoot/Update', { id: created.id, ...linkFields(company.id, 'privacy') });
    expect(renamed.json().result).toMatchObject({ sgL_RequestUrl: 'privacy', parentId: company.id, childCount: 0 });
    expect(await routes()).toContain('privacy');
    expect(await routes()).not.toContain('privacy-policy');

    const hidden = await call('PUT', 'AdminFoot/Update', {
      id: created.id,
      ...linkFields(company.id, 'privacy', { SGL_IsShow: false }),
    });
    expect(hidden.statusCode).toBe(200);
    expect(await routes()).not.toContain('privacy');

    const list = (await call('GET', `AdminFoot/GetAll?parentId=${company.id}`)).json().result;
    expect(list).toMatchObject({
      totalCount: 1,
      items: [{ id: created.id, SGL_IsShow: false, parentTitle: expect.any(String) }],
    });
    const columns = (await call('GET', 'AdminFoot/GetAll?level=parent')).json().result.items;
    expect(columns.find((c: { id: number }) => c.id === company.id)).toMatchObject({
      childCount: 1,
      sgL_RequestUrl: null,
    });
  });

  it('checks page paths: one lower-case segment, not reserved, not taken; only on links', async () => {
    const company = await column();
    await link(company.id, 'terms');
    const before = await t.db.footLink.count();
    const refusals: [object, string][] = [
      [
        linkFields(company.id, 'policy/privacy'),
        'The page path may hold only lower-case letters, digits and hyphens, e.g. privacy-policy',
      ],
      [
        linkFields(company.id, 'about us'),
        'The page path may hold only lower-case letters, digits and hyphens, e.g. privacy-policy',
      ],
      [
        linkFields(company.id, 'About'),
        'The page path may hold only lower-case letters, digits and hyphens, e.g. privacy-policy',
      ],
      [
        linkFields(company.id, '-about'),
        'The page path may hold only lower-case letters, digits and hyphens, e.g. privacy-policy',
      ],
      // After /foot/, each of these is //evil.example to a browser: `\` is `/` to it, `..` goes up.
      ...['\\evil.example', '..\\..\\\\evil.example', '../..//evil.example', '%5Cevil.example'].map(
        (path): [object, string] => [
          linkFields(company.id, path),
          'The page path may hold only lower-case letters, digits and hyphens, e.g. privacy-policy',
        ],
      ),
      [linkFields(company.id, 'admin'), 'The page path "admin" is reserved by the site; choose another'],
      [linkFields(company.id, 'login'), 'The page path "login" is reserved by the site; choose another'],
      [linkFields(company.id, 'terms'), 'The page path "terms" is already used by another footer link'],
      [linkFields(company.id, ''), 'A footer link needs a page path'],
      [linkFields(company.id, 'x'.repeat(101)), 'Invalid input: sgL_RequestUrl allows at most 100 characters'],
      [linkFields(company.id, 'a\u0000b'), 'Invalid input: sgL_RequestUrl must not contain the NUL character'],
      [linkFields(999_999, 'fine'), 'The chosen footer column does not exist'],
      [{ title: '欄', sgL_RequestUrl: 'col', sort: 0, SGL_IsShow: true }, 'A footer column has no page path'],
      [{ ...linkFields(company.id, 'fine'), title: '  ' }, 'Invalid input: title must not be blank'],
    ];
    for (const [payload, message] of refusals) {
      const response = await call('POST', 'AdminFoot/Create', payload, en());
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const taken = await call('POST', 'AdminFoot/Create', linkFields(company.id, 'terms'), {
      ...editor,
      ...culture('zh-TW'),
    });
    expect(taken.json().error.message).toBe('頁面路徑「terms」已被其他頁尾連結使用');
    // A link under another link is refused like a missing column.
    const child = await link(company.id, 'child-one');
    expect((await call('POST', 'AdminFoot/Create', linkFields(child.id, 'grandchild'))).statusCode).toBe(400);
    expect(await t.db.footLink.count()).toBe(before + 1);
  });

  it('keeps columns and links apart, and refuses deleting a column that still has links', async () => {
    const company = await column();
    const empty = await column();
    const about = await link(company.id, 'about-us');
    const asColumn = await call(
      'PUT',
      'AdminFoot/Update',
      { id: about.id, title: 'x', sort: 0, SGL_IsShow: true },
      en(),
    );
    expect(asColumn.json().error.message).toBe(
      'A footer column cannot become a link or the other way round; delete it and create it anew',
    );

    const refused = await call('DELETE', `AdminFoot/Delete?Id=${company.id}`, undefined, en());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('This column still holds 1 link(s): delete or move them first');

    // Moving the link to the other column (a drag across columns) empties the first one.
    const moved = await call('POST', 'AdminFoot/UpdateStore', {
      items: [{ id: about.id, sort: 3, parentId: empty.id }],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await t.db.footLink.findUniqueOrThrow({ where: { id: about.id } })).toMatchObject({
      parentId: empty.id,
      sort: 3,
    });
    const columnUnderColumn = await call('POST', 'AdminFoot/UpdateStore', {
      items: [
        { id: about.id, sort: 1 },
        { id: company.id, sort: 1, parentId: empty.id },
      ],
    });
    expect(columnUnderColumn.statusCode).toBe(404);
    expect(await t.db.footLink.findUniqueOrThrow({ where: { id: about.id } })).toMatchObject({ sort: 3 });

    expect((await call('DELETE', `AdminFoot/Delete?Id=${company.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `AdminFoot/Delete?Id=${company.id}`)).statusCode).toBe(404);
  });
});

describe('AdminFootContent (footer pages)', () => {
  const hostile =
    '<p>安全</p><script>alert(1)</script><img src="https://cdn.example.com/a.png" onerror="alert(2)">' +
    '<a href="javascript:alert(3)">點我</a><a href="https://example.com" target="_blank">外部</a>';

  it('cleans the HTML on create and on update: a visitor never gets a script', async () => {
    const company = await column();
    const page = await link(company.id, 'safety');
    const created = await call('POST', 'AdminFootContent/Create', {
      footLinkId: page.id,
      content: hostile,
      contentEn: hostile,
    });
    expect(created.statusCode, created.body).toBe(200);
    const visitor = async (headers = {}) =>
      (await call('GET', 'Foot/getContent?sgL_RequestUrl=safety', undefined, headers)).json().result.content as string;
    for (const content of [await visitor(), await visitor(culture('en'))]) {
      expect(content).toContain('<p>安全</p>');
      expect(content).toContain('<img src="https://cdn.example.com/a.png" />');
      expect(content).not.toMatch(/script|onerror|javascript:/i);
      expect(content).toContain('rel="noopener noreferrer"');
    }

    const id = created.json().result.id;
    const updated = await call('PUT', 'AdminFootContent/Update', {
      id,
      footLinkId: page.id,
      content:
        '<h2 onclick="x()">新版</h2><iframe src="https://evil.example"></iframe><a href="JaVaScRiPt:alert(1)">x</a>',
      contentEn: null,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await visitor()).toBe('<h2>新版</h2><a>x</a>');
    expect(await visitor(culture('en'))).toBe('<h2>新版</h2><a>x</a>');

    const list = (await call('GET', 'AdminFootContent/GetAll')).json().result;
    expect(list.items.find((item: { id: number }) => item.id === id)).toEqual({
      id,
      footLinkId: page.id,
      linkTitle: '隱私權政策',
      parentTitle: expect.any(String),
      sgL_RequestUrl: 'safety',
      SGL_IsShow: true,
      updatedAt: expect.any(String),
    });
    expect((await call('GET', `AdminFootContent/Get?Id=${id}`)).json().result).toMatchObject({
      content: '<h2>新版</h2><a>x</a>',
      contentEn: null,
    });

    expect((await call('DELETE', `AdminFootContent/Delete?Id=${id}`)).statusCode).toBe(200);
    expect((await call('GET', `AdminFootContent/Get?Id=${id}`)).statusCode).toBe(404);
    expect(await t.db.footLink.findUnique({ where: { id: page.id } })).not.toBeNull();
  });

  it('refuses a second page for a link, a column, an empty or overlong text, writing nothing', async () => {
    const company = await column();
    const page = await link(company.id, 'faq');
    expect(
      (await call('POST', 'AdminFootContent/Create', { footLinkId: page.id, content: '<p>問答</p>' })).statusCode,
    ).toBe(200);
    const before = await t.db.footContent.count();
    const refusals: [object, number, string][] = [
      [{ footLinkId: page.id, content: '<p>再一次</p>' }, 400, 'This footer link already has a page: edit that one'],
      [{ footLinkId: company.id, content: '<p>欄目</p>' }, 404, 'Footer item not found'],
      [
        { footLinkId: (await link(company.id, 'empty-page')).id, content: '<script>x</script>' },
        400,
        'The page content (Chinese) cannot be empty',
      ],
      [{ footLinkId: page.id, content: '' }, 400, 'Invalid input: content needs at least 1 characters'],
      [
        { footLinkId: page.id, content: 'x'.repeat(200_001) },
        400,
        'Invalid input: content allows at most 200000 characters',
      ],
      [
        { footLinkId: page.id, content: '<p>a</p>', contentEn: 'a\u0000' },
        400,
        'Invalid input: contentEn must not contain the NUL character',
      ],
    ];
    for (const [payload, status, message] of refusals) {
      const response = await call('POST', 'AdminFootContent/Create', payload, en());
      expect(response.statusCode, message).toBe(status);
      expect(response.json().error.message).toBe(message);
    }
    expect(await t.db.footContent.count()).toBe(before);
    const long = await call('POST', 'AdminFootContent/Create', {
      footLinkId: (await link(company.id, 'long-page')).id,
      content: `<p>${'字'.repeat(199_990)}</p>`,
    });
    expect(long.statusCode).toBe(200);
  });
});
