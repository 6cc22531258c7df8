import { describe, expect, it } from 'vitest';
import { AttemptCounter } from '../../src/lib/attempt-counter.ts';

describe('AttemptCounter', () => {
  it('refuses attempts past the limit until the window ends, then starts again', () => {
    let now = 1_000;
    const counter = new AttemptCounter({ max: 2, windowMs: 60_000 }, () => now);
    expect(counter.take('a')).toBe(0);
    now += 10_000;
    expect(counter.take('a')).toBe(0);
    expect(counter.take('a')).toBe(50_000);
    expect(counter.take('b')).toBe(0);
    now += 50_000;
    expect(counter.take('a')).toBe(0);
  });

  it('takes back a refunded attempt', () => {
    const counter = new AttemptCounter({ max: 1, windowMs: 60_000 }, () => 0);
    expect(counter.take('a')).toBe(0);
    counter.refund('a');
    expect(counter.take('a')).toBe(0);
    expect(counter.take('a')).toBeGreaterThan(0);
  });

  it('forgets the oldest windows first when it holds too many keys', () => {
    let now = 0;
    const counter = new AttemptCounter({ max: 1, windowMs: 60_000 }, () => now, 2);
    counter.take('oldest');
    now += 1;
    counter.take('middle');
    now += 1;
    counter.take('newest');
    // 'oldest' was forgotten to make room for 'newest'; 'middle' was not.
    expect(counter.take('middle')).toBeGreaterThan(0);
    expect(counter.take('newest')).toBeGreaterThan(0);
    expect(counter.take('oldest')).toBe(0);
  });
});
