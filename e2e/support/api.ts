import { inject } from 'vitest';
import { expect } from './test.ts';

// The real API, for arranging what a journey starts from and checking what a user cannot see.

export const api = (path: string) => `${inject('baseUrl')}/api/services/app/${path}`;

/** Calls an application service and answers its `result`; the call must succeed. */
export async function call<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const answer = await fetch(api(path), {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await answer.json()) as { success: boolean; result: T };
  expect(envelope.success, `${path}: ${JSON.stringify(envelope)}`).toBe(true);
  return envelope.result;
}

export const post = <T>(path: string, body: unknown, token?: string) => call<T>('POST', path, body, token);
