import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../../src/lib/request-bounds.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.db, { displayName: 'Before' });
  token = await loginToken(t.app, user.email, user.password);
});
afterAll(() => t.close());

const update = (payload: string | object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/services/app/MemEmber/Update',
    payload,
    headers: { 'content-type': 'application/json', ...bearer(token), ...headers },
  });

async function expectNothingWritten() {
  const users = await t.db.user.findMany({ select: { displayName: true } });
  expect(users.map((u) => u.displayName)).toEqual(['Before']);
}

describe('bad input gets a 4xx envelope and changes nothing', () => {
  it('malformed JSON', async () => {
    const response = await update('{"displayName": "x",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      result: null,
      error: { code: 'BadRequest', message: '請求內容不是有效的 JSON' },
      unAuthorizedRequest: false,
      __abp: true,
    });
    await expectNothingWritten();
  });

  it('wrong types, in both languages', async () => {
    const zh = await update({ displayName: { nested: true } });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().error).toMatchObject({
      code: 'ValidationFailed',
      message: '輸入資料有誤：displayName 的型別應為 文字',
    });
    const en = await update({ displayName: ['a'] }, culture('en'));
    expect(en.json().error.message).toBe('Invalid input: displayName must be of type text');
    await expectNothingWritten();
  });

  it('missing fields, every one named', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Account/Register',
      payload: { email: 'a@b.co' },
      headers: culture('en'),
    });
    expect(response.statusCode).toBe(400);
    const { message } = response.json().error;
    for (const field of ['code', 'displayName', 'password']) expect(message).toContain(`${field} is required`);
  });

  it('a malformed e-mail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Account/SendRegisterCode',
      payload: { email: 'runner@localhost' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('輸入資料有誤：email 格式不正確');
  });

  it('a body over the limit: 413', async () => {
    const response = await update(JSON.stringify({ displayName: 'x'.repeat(JSON_BODY_LIMIT + 10) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      error: { code: 'PayloadTooLarge', message: '請求內容超過大小上限' },
    });
    await expectNothingWritten();
  });

  it('an unsupported content type', async () => {
    const response = await update('displayName=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    await expectNothingWritten();
  });
});

describe('envelope', () => {
  it('wraps success', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.json()).toEqual({
      success: true,
      result: { status: 'ok', database: 'ok', time: expect.any(String) },
      error: null,
      unAuthorizedRequest: false,
      __abp: true,
    });
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers an unknown API path with a 404 envelope in the caller’s language', async () => {
    const zh = await t.app.inject({ url: '/api/services/app/Nope/Nothing' });
    expect(zh.statusCode).toBe(404);
    expect(zh.json()).toMatchObject({
      success: false,
      error: { code: 'NotFound', message: '找不到此 API：GET /api/services/app/Nope/Nothing' },
    });
    const en = await t.app.inject({ url: '/api/nope', headers: { '.aspnetcore.culture': 'c=en-US|uic=en-US' } });
    expect(en.json().error.message).toBe('No such API: GET /api/nope');
  });

  it('keeps a request id the caller sends, for tracing', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers['x-request-id']).toBe('trace-123');
  });

  it('publishes the OpenAPI document', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/TokenAuth/AuthenticateLogin', '/api/services/app/MemEmber/Get']),
    );
    expect(doc.paths['/api/services/app/MemEmber/Get'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  it('sends the security headers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    // WebAssembly for the upload page's hashing, but no eval of strings.
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).not.toContain("'unsafe-eval'");
  });
});
