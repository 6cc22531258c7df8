import { describe, expect, it } from 'vitest';
import { allocateBundlePrice } from '../../src/modules/orders/bundle-allocation.ts';

const photos = (...prices: number[]) => prices.map((price, index) => ({ id: index + 1, price }));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('allocateBundlePrice', () => {
  it('bundle split adds up to the price', () => {
    for (const [price, prices] of [
      [500, [169, 199, 249]],
      [999, [100, 100, 100, 100, 100, 100, 100]],
      [1, [169, 169, 169]],
      [1234, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    ] as const) {
      expect(sum(allocateBundlePrice(price, photos(...prices)))).toBe(price);
    }
  });

  it('splits in proportion to the single prices', () => {
    expect(allocateBundlePrice(300, photos(100, 200))).toEqual([100, 200]);
    // 500 × 169/617 = 136.95…, × 199/617 = 161.26…, × 249/617 = 201.78…: floors 136+161+201 = 498,
    // the two NT$ left go to the largest remainders (the first and the third).
    expect(allocateBundlePrice(500, photos(169, 199, 249))).toEqual([137, 161, 202]);
  });

  it('breaks ties by the lower photo id, wherever it sits in the list', () => {
    expect(allocateBundlePrice(100, photos(169, 169, 169))).toEqual([34, 33, 33]);
    const shuffled = [
      { id: 9, price: 50 },
      { id: 3, price: 50 },
      { id: 5, price: 50 },
    ];
    expect(allocateBundlePrice(200, shuffled)).toEqual([66, 67, 67]);
  });

  it('gives one photo the whole price', () => {
    expect(allocateBundlePrice(399, photos(169))).toEqual([399]);
  });

  it('splits equal prices equally when it divides', () => {
    expect(allocateBundlePrice(600, photos(169, 169, 169))).toEqual([200, 200, 200]);
  });

  it('stays exact with big numbers', () => {
    const big = photos(9_999_999, 9_999_998, 9_999_997, 1);
    const shares = allocateBundlePrice(29_999_990, big);
    expect(sum(shares)).toBe(29_999_990);
    expect(shares[3]).toBe(1);
  });

  it('splits a price over free photos equally and gives nothing from nothing', () => {
    expect(allocateBundlePrice(10, photos(0, 0, 0))).toEqual([4, 3, 3]);
    expect(allocateBundlePrice(0, photos(169, 199))).toEqual([0, 0]);
    expect(allocateBundlePrice(100, [])).toEqual([]);
  });
});
