import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const ranked = [1, 2, 3].map((rank) => ({
  rank,
  photographerId: 10 + rank,
  displayName: `攝影師 ${rank}`,
  avatarUrl: null,
  soldCount: 10 - rank,
  salesAmount: 1000 - rank * 100,
  publishedCount: 50,
}));

describe('the photographer ranking (/VRanking)', () => {
  it('keeps the rank column in place while the table scrolls sideways on a phone', async () => {
    stubApi((path) =>
      path.endsWith('/Ranking/GetPhotographerRanking') ? envelope({ totalCount: 3, items: ranked }) : undefined,
    );
    renderApp('/VRanking');
    const row = (await screen.findByText('攝影師 1')).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(within(row).getAllByRole('cell')[0]!.className).toMatch(/ant-table-cell-fix-(left|start)/);
    expect(screen.getByRole('columnheader', { name: '名次' }).className).toMatch(/ant-table-cell-fix-(left|start)/);
  });
});
