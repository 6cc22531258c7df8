import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_TYPES_COMMAND, API_TYPES_FILE, clientApiTypes } from '../../../scripts/client-api-types.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("gives the client the request and answer types the server's schemas declare", async () => {
  const generated = await clientApiTypes(t.app);
  const committed = readFileSync(API_TYPES_FILE, 'utf8');
  expect(generated, `client/src/lib/api-types.gen.ts is out of date: run ${API_TYPES_COMMAND}`).toBe(committed);
});
