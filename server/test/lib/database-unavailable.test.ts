import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/lib/database-unavailable.ts';

describe('isDatabaseUnavailable', () => {
  it('knows a server out of reach, a dropped connection and a server shutting down', () => {
    expect(isDatabaseUnavailable({ code: 'P1001' })).toBe(true);
    expect(isDatabaseUnavailable({ meta: { driverAdapterError: { cause: { kind: 'DatabaseNotReachable' } } } })).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: { code: 'ECONNREFUSED' } }))).toBe(true);
  });

  it('leaves bugs and refused queries alone', () => {
    expect(isDatabaseUnavailable(new Error('a bug'))).toBe(false);
    expect(isDatabaseUnavailable({ code: 'P2002' })).toBe(false);
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
