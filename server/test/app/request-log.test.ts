import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity } from '../helpers/catalogue-factories.ts';
import { ALICE, searchFaces, selfieFrom } from '../helpers/face-activity.ts';
import { bearer, createUser } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Production logs (decision 070): one JSON line per request with its id, route pattern, status and
// time, and no e-mail address, password, token, bank account number or selfie in any line.

const EMAIL = 'runner.secret@example.com';
const PASSWORD = 'secret-password-42';
const ACCOUNT_NUMBER = '0123456789012345';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line: string) => lines.push(line) } });
});
afterAll(() => t.close());

interface RequestLine {
  level: number;
  reqId: string;
  msg: string;
  route: string;
  req: { method: string; url: string };
  res: { statusCode: number };
  responseTime: number;
}

const parsed = () => lines.map((line) => JSON.parse(line) as RequestLine);

describe('the request log', () => {
  it(
    'writes one line per request with its id, route, status and time, and none of the secrets',
    { timeout: 120_000 },
    async () => {
      await createUser(t.db, { email: EMAIL, password: PASSWORD, photographerAuth: true });
      const answers = [];

      const refusedLogin = await t.app.inject({
        method: 'POST',
        url: '/api/TokenAuth/AuthenticateLogin',
        payload: { userNameOrEmailAddress: EMAIL, password: 'not-the-password' },
      });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/TokenAuth/AuthenticateLogin',
        payload: { userNameOrEmailAddress: EMAIL, password: PASSWORD },
      });
      const token = login.json().result.accessToken as string;
      answers.push(
        { answer: refusedLogin, route: '/api/TokenAuth/AuthenticateLogin', status: 400 },
        { answer: login, route: '/api/TokenAuth/AuthenticateLogin', status: 200 },
      );

      const bankAccount = await t.app.inject({
        method: 'POST',
        url: '/api/services/app/MemEmber/UpdateUsersRemittance',
        headers: bearer(token),
        payload: { bankCode: '822', branch: '台北分行', accountName: '王小明', accountNumber: ACCOUNT_NUMBER },
      });
      answers.push({ answer: bankAccount, route: '/api/services/app/MemEmber/UpdateUsersRemittance', status: 200 });

      const activity = await createActivity(t.db, { faceSearchEnabled: true });
      const selfie = await selfieFrom(1, ALICE);
      const search = await searchFaces(t, activity.id, selfie, bearer(token));
      answers.push({ answer: search, route: '/api/services/app/FaceSearch/Search', status: 200 });

      const own = await t.app.inject({
        method: 'GET',
        url: `/api/services/app/MemEmber/getUsersRemittance?email=${encodeURIComponent(EMAIL)}`,
        headers: bearer(token),
      });
      answers.push({ answer: own, route: '/api/services/app/MemEmber/getUsersRemittance', status: 200 });

      const entries = parsed();
      for (const { answer, route, status } of answers) {
        expect(answer.statusCode, route).toBe(status);
        const id = answer.headers['x-request-id'];
        const ofRequest = entries.filter((entry) => entry.reqId === id && entry.msg === 'request completed');
        expect(ofRequest, route).toHaveLength(1);
        expect(ofRequest[0]).toMatchObject({ route, res: { statusCode: status }, level: 30 });
        expect(ofRequest[0]!.responseTime).toBeGreaterThan(0);
      }

      const secrets = [
        EMAIL,
        encodeURIComponent(EMAIL),
        PASSWORD,
        'not-the-password',
        token,
        token.split('.')[2]!,
        ACCOUNT_NUMBER,
        selfie.subarray(200, 260).toString('base64'),
        selfie.subarray(200, 260).toString('hex'),
      ];
      for (const secret of secrets) expect(lines.filter((line) => line.includes(secret))).toEqual([]);
      // Nothing of a selfie (its bytes, its faces' descriptors) makes a line long.
      expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(2000);
    },
  );
});
