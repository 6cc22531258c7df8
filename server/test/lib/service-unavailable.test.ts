import { describe, expect, it } from 'vitest';
import { isServiceUnavailable } from '../../src/lib/service-unavailable.ts';

describe('isServiceUnavailable', () => {
  it('knows a server out of reach, a dropped connection and a server shutting down', () => {
    expect(isServiceUnavailable({ code: 'P1001' })).toBe(true);
    expect(isServiceUnavailable({ meta: { driverAdapterError: { cause: { kind: 'DatabaseNotReachable' } } } })).toBe(
      true,
    );
    expect(isServiceUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isServiceUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isServiceUnavailable(new Error('wrapped', { cause: { code: 'ECONNREFUSED' } }))).toBe(true);
  });

  it('leaves bugs and refused queries alone', () => {
    expect(isServiceUnavailable(new Error('a bug'))).toBe(false);
    expect(isServiceUnavailable({ code: 'P2002' })).toBe(false);
    expect(isServiceUnavailable({ code: '23505' })).toBe(false);
    expect(isServiceUnavailable(undefined)).toBe(false);
  });
});
