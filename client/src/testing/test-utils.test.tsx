import { describe, expect, it } from 'vitest';
import { request } from '../lib/api-client.ts';
import { envelope, stubApi } from './test-utils.tsx';

describe('stubApi', () => {
  it('answers what the test declares and the layout with empty lists', async () => {
    stubApi((path) => (path === '/api/services/app/MemEmber/Get' ? envelope({ id: 1 }) : undefined));
    await expect(request('GET', '/api/services/app/MemEmber/Get')).resolves.toEqual({ id: 1 });
    await expect(request('GET', '/api/services/app/Header/GetAll')).resolves.toEqual({ totalCount: 0, items: [] });
  });

  // A misspelt endpoint must not pass as an empty page: the test fails once it is over.
  it.fails('fails a test that calls an endpoint it does not answer', async () => {
    stubApi();
    await expect(request('GET', '/api/services/app/Favorite/GetAlll', { silent: true })).rejects.toThrow();
  });
});
