import { describe, expect, it } from 'vitest';
import { groupByPhotographer } from './grouping.ts';

const ann = { id: 7, displayName: 'Ann', avatarUrl: null };
const bob = { id: 3, displayName: 'Bob', avatarUrl: '/media/bob.jpg' };

describe('grouping results by photographer', () => {
  it("puts each photographer's albums together, photographers in the order of their first album", () => {
    const albums = [
      { coId: 11, photographer: bob },
      { coId: 12, photographer: ann },
      { coId: 13, photographer: bob },
      { coId: 14, photographer: ann },
    ];
    const groups = groupByPhotographer(albums);
    expect(groups.map((g) => g.photographer.displayName)).toEqual(['Bob', 'Ann']);
    expect(groups.map((g) => g.items.map((album) => album.coId))).toEqual([
      [11, 13],
      [12, 14],
    ]);
  });

  it('gives no groups for no results', () => {
    expect(groupByPhotographer([])).toEqual([]);
  });
});
