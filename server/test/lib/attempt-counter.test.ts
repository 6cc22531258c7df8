import { describe, expect, it } from 'vitest';
import { AttemptCounter, waitBeyond } from '../../src/lib/attempt-counter.ts';

describe('AttemptCounter', () => {
  it('refuses attempts past the limit until the window ends, then starts again', () => {
    let now = 1_000;
    const counter = new AttemptCounter(60_000, () => now);
    const take = (key: string) => waitBeyond(counter.hit(key), 2);
    expect(take('a')).toBe(0);
    now += 10_000;
    expect(take('a')).toBe(0);
    expect(take('a')).toBe(50_000);
    expect(take('b')).toBe(0);
    now += 50_000;
    expect(take('a')).toBe(0);
  });

  it('answers the window’s count and how long it has left', () => {
    let now = 0;
    const counter = new AttemptCounter(60_000, () => now);
    expect(counter.hit('a')).toEqual({ count: 1, ttlMs: 60_000 });
    now += 15_000;
    expect(counter.hit('a')).toEqual({ count: 2, ttlMs: 45_000 });
  });

  it('takes back a refunded attempt', () => {
    const counter = new AttemptCounter(60_000, () => 0);
    const take = (key: string) => waitBeyond(counter.hit(key), 1);
    expect(take('a')).toBe(0);
    counter.refund('a');
    expect(take('a')).toBe(0);
    expect(take('a')).toBeGreaterThan(0);
  });

  it('forgets the oldest windows first when it holds too many keys', () => {
    let now = 0;
    const counter = new AttemptCounter(60_000, () => now, 2);
    counter.hit('oldest');
    now += 1;
    counter.hit('middle');
    now += 1;
    counter.hit('newest');
    // 'oldest' was forgotten to make room for 'newest'; 'middle' was not.
    expect(counter.hit('middle').count).toBe(2);
    expect(counter.hit('newest').count).toBe(2);
    expect(counter.hit('oldest').count).toBe(1);
  });
});
