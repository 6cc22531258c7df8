import { describe, expect, it } from 'vitest';
import { integerTicks } from './integer-ticks.ts';

describe('the order axis', () => {
  it('counts whole orders when a month has one order or none', () => {
    expect(integerTicks(0, 1)).toEqual([0, 1]);
    expect(integerTicks(0, 0)).toEqual([0, 1]);
    expect(integerTicks(0, 0.6)).toEqual([0, 1]);
  });

  it('steps by 1, 2 or 5 times a power of ten as the counts grow, covering the largest', () => {
    expect(integerTicks(0, 3)).toEqual([0, 1, 2, 3]);
    expect(integerTicks(0, 7)).toEqual([0, 2, 4, 6, 8]);
    expect(integerTicks(0, 40)).toEqual([0, 10, 20, 30, 40]);
    expect(integerTicks(0, 1234)).toEqual([0, 500, 1000, 1500]);
  });
});
