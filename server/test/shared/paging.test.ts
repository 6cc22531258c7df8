import Type from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it, vi } from 'vitest';
import { MAX_RESULT_COUNT, page, pagingQuery, windowedPage } from '../../src/shared/paging.ts';

const paging = { SkipCount: 20, MaxResultCount: 10 };

describe('page', () => {
  it('counts what the delegate finds and reads only the window', async () => {
    const delegate = { count: vi.fn(async () => 42), findMany: vi.fn(async () => [{ id: 1 }]) };
    const where = { albumId: 3 };
    const result = await page(delegate as never, paging, { where, orderBy: { id: 'asc' } } as never);
    expect(result).toEqual({ totalCount: 42, items: [{ id: 1 }] });
    expect(delegate.count).toHaveBeenCalledWith({ where });
    expect(delegate.findMany).toHaveBeenCalledWith({ where, orderBy: { id: 'asc' }, skip: 20, take: 10 });
  });

  it('reads raw rows through their count and window', async () => {
    const rows = vi.fn(async () => ['a', 'b']);
    expect(await page({ count: async () => 7, rows }, paging)).toEqual({ totalCount: 7, items: ['a', 'b'] });
    expect(rows).toHaveBeenCalledWith({ skip: 20, take: 10 });
  });
});

describe('windowedPage', () => {
  it('takes the total from the rows, and counts apart only past the end', async () => {
    const count = vi.fn(async () => 5);
    const rows = [{ total: 5 }, { total: 5 }];
    expect(await windowedPage({ count, rows: async () => rows }, paging)).toEqual({ totalCount: 5, items: rows });
    expect(await windowedPage({ count, rows: async () => [] }, { ...paging, SkipCount: 0 })).toEqual({
      totalCount: 0,
      items: [],
    });
    expect(count).not.toHaveBeenCalled();
    expect(await windowedPage({ count, rows: async () => [] }, paging)).toEqual({ totalCount: 5, items: [] });
    expect(count).toHaveBeenCalledOnce();
  });
});

describe('pagingQuery', () => {
  it('bounds MaxResultCount at 1000 unless an endpoint names more', () => {
    const standard = Type.Object(pagingQuery());
    expect(Value.Check(standard, { SkipCount: 0, MaxResultCount: MAX_RESULT_COUNT })).toBe(true);
    expect(Value.Check(standard, { SkipCount: 0, MaxResultCount: MAX_RESULT_COUNT + 1 })).toBe(false);
    expect(Value.Check(standard, { SkipCount: -1, MaxResultCount: 10 })).toBe(false);
    const homeKeywords = Type.Object(pagingQuery({ max: 99999 }));
    expect(Value.Check(homeKeywords, { SkipCount: 0, MaxResultCount: 99999 })).toBe(true);
    expect(Value.Default(Type.Object(pagingQuery({ defaultSize: 20 })), {})).toEqual({
      SkipCount: 0,
      MaxResultCount: 20,
    });
  });
});
