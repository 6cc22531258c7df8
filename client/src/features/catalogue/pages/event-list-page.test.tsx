import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import { raceEventOf } from '../testing/race-event.ts';

/** The filters' regions and race types, none. */
const noCommonTypes = (path: string) =>
  path.endsWith('/CommonType/GetAll') ? envelope({ totalCount: 0, items: [] }) : undefined;

const queries = (fetchMock: ReturnType<typeof stubApi>, suffix: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith(suffix))
    .map((url) => Object.fromEntries(url.searchParams));

describe('the race calendar', () => {
  it('asks the server for the filters in the URL and offers to clear them when nothing matches', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi((path) => {
      if (path.endsWith('/Activity/GetAll')) return envelope({ totalCount: 0, items: [] });
      return noCommonTypes(path);
    });
    const { router } = renderApp('/eventlist?month=2026-12&cityId=2&typeId=402&page=2');

    expect(await screen.findByText('沒有符合條件的賽事')).toBeInTheDocument();
    expect(queries(fetchMock, '/Activity/GetAll')[0]).toEqual({
      month: '2026-12',
      cityId: '2',
      typeId: '402',
      SkipCount: '12',
      MaxResultCount: '12',
    });
    // Regions and race types: spec §9 fetches common type lists with MaxResultCount 1000.
    expect(queries(fetchMock, '/CommonType/GetAll')).toEqual(
      expect.arrayContaining([
        { SGL_TypeT: '30', SkipCount: '0', MaxResultCount: '1000' },
        { SGL_TypeT: '40', SkipCount: '0', MaxResultCount: '1000' },
      ]),
    );

    await user.click(screen.getByRole('button', { name: '清除篩選' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(queries(fetchMock, '/Activity/GetAll').at(-1)).toEqual({ SkipCount: '0', MaxResultCount: '12' }),
    );
  });

  it('lists upcoming races with their place and type, linking to their details', async () => {
    stubApi((path) =>
      path.endsWith('/Activity/GetAll') ? envelope({ totalCount: 1, items: [raceEventOf()] }) : noCommonTypes(path),
    );
    renderApp('/eventlist');
    const card = await screen.findByRole('link', { name: /2027 高雄港都馬拉松/ });
    expect(card).toHaveAttribute('href', '/eventdetails/3');
    expect(card).toHaveTextContent('高雄市 · 世運主場館');
    expect(card).toHaveTextContent('馬拉松');
    expect(screen.getByText('共 1 場賽事')).toBeInTheDocument();
  });
});
