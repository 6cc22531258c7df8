import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, pathOf, postForm, readForm, signIn } from '../helpers/payments.ts';
import { createReadyPhoto } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// An original's storage key may reach a buyer only inside a signed, short-lived URL: no answer of
// the buying and download flow, and no log line, names it otherwise.

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'debug' }, logStream: { write: (line: string) => logLines.push(line) } });
});
afterAll(() => t.close());

/** Every place an answer names the key, with what follows it up to the end of the URL. */
function mentions(text: string, key: string): string[] {
  const found: string[] = [];
  for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + key.length)) {
    found.push(text.slice(at, at + key.length + 400).split(/["\s]/)[0]!);
  }
  return found;
}

describe('original photos', () => {
  it('are named only inside signed URLs, in every answer and no log line of buying and downloading', async () => {
    const first = await createReadyPhoto(t, undefined, { price: 169 });
    const second = await createReadyPhoto(t, undefined, { price: 189 });
    const keys = [first.originalKey, second.originalKey];
    const buyer = await signIn(t);
    const answers: LightMyRequestResponse[] = [];
    const call = async (url: string, payload?: object) => {
      const response = await t.app.inject({ method: payload ? 'POST' : 'GET', url, headers: buyer.headers, payload });
      answers.push(response);
      return response;
    };

    await call(api('Favorite/Add'), { photoId: first.id });
    await call(api('Favorite/GetAll?type=photo'));
    await call(api('Shop/CreateList'), { photoIds: [first.id, second.id] });
    await call(api('Shop/getShopCartList'));
    const { orderId } = (await call(api('Order/Checkout'), {})).json().result;
    const { action, fields } = (await call(api(`Order/GetEcpayForm?orderId=${orderId}`))).json().result;
    const page = await postForm(t.app, pathOf(action), fields);
    const buttons = readForm(page.body);
    await postForm(t.app, pathOf(buttons.action!), { ...buttons.fields, SimulatorOutcome: 'pay' });
    expect((await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('paid');

    await call(api(`Order/Get?id=${orderId}`));
    await call(api('MyPhoto/GetAll'));
    await call(api(`PhotoGalleryConfigAppSerivce/getDownDtl?orderId=${orderId}`));
    const link = await call(api(`Download/GetOriginalUrl?photoId=${first.id}`));
    const linked = await t.app.inject({ url: pathOf(link.json().result.url) });
    expect(linked.rawPayload.equals(first.bytes)).toBe(true);
    const stream = await call(api(`Download/GetOriginalStreamUrl?photoId=${first.id}`));
    const streamed = await t.app.inject({ url: pathOf(stream.json().result.url) });
    expect(streamed.rawPayload.equals(first.bytes)).toBe(true);
    const zip = await call(api(`Download/GetOrderZipUrl?orderId=${orderId}`));
    expect((await t.app.inject({ url: pathOf(zip.json().result.url) })).statusCode).toBe(200);

    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    // Without S3_ENDPOINT the link leads to the server's own stream, and names no key at all.
    expect(link.json().result.url).toMatch(/^http:\/\/photos\.test\/api\/services\/app\/Download\/Original\?/);
    for (const key of keys) {
      for (const answer of answers) {
        for (const mention of mentions(`${JSON.stringify(answer.headers)}\n${answer.body}`, key)) {
          expect(mention).toMatch(/X-Amz-Expires=\d+.*X-Amz-Signature=[0-9a-f]+/);
        }
      }
      expect(logLines.filter((line) => line.includes(key))).toEqual([]);
    }
    expect(logLines.length).toBeGreaterThan(10);
    // Nor do the download links' tokens: the request log shows the routes with the token redacted.
    expect(logLines.some((line) => line.includes('token=[Redacted]'))).toBe(true);
    expect(logLines.filter((line) => /token=(?!\[Redacted\])/.test(line))).toEqual([]);
  });
});
