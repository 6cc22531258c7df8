import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import { CARD_COVER_SIZES, HEADER_COVER_SIZES, PAGE_WIDTH_SIZES } from '../lib/image-sizes.ts';
import { activityConfigOf } from '../testing/activity-config.ts';
import { raceEventOf } from '../testing/race-event.ts';

// Covers of races and activities offer their phone copies with the width they are drawn at; the
// cover at the top of a race's or an activity's page is its largest picture and is fetched first,
// while the cards' covers wait until they come near the screen.

const copies = (name: string) => `/media/${name}.w640.webp 640w, /media/${name}.w960.webp 960w`;
const list = (items: unknown[]) => envelope({ totalCount: items.length, items });
const coverOf = (card: HTMLElement | undefined) => card?.querySelector('.background-image img');

/** The pictures on top of a race's and an activity's pages: the largest on them. */
const TOP_COVERS = [
  {
    name: 'an activity',
    path: '/activityevent/5',
    read: '/GetConfigByActivityId',
    answer: activityConfigOf({ coverUrl: '/media/top.jpg', coverSrcSet: copies('top') }),
    cover: '.activity-header-cover img',
    sizes: HEADER_COVER_SIZES,
  },
  {
    name: 'a race',
    path: '/eventdetails/3',
    read: '/Activity/GetByContent',
    answer: { ...raceEventOf({ coverUrl: '/media/top.jpg', coverSrcSet: copies('top') }), content: '', activities: [] },
    cover: '.event-details-cover img',
    sizes: PAGE_WIDTH_SIZES,
  },
];

describe('covers on a phone', () => {
  for (const page of TOP_COVERS) {
    it(`fetches the cover on top of ${page.name}'s page first, in the copy the screen needs`, async () => {
      stubApi((path) => (path.endsWith(page.read) ? envelope(page.answer) : undefined));
      const { container } = renderApp(page.path);

      await screen.findByRole('heading', { name: page.answer.sgL_Title });
      const cover = container.querySelector(page.cover);
      expect(cover).toHaveAttribute('src', '/media/top.jpg');
      expect(cover).toHaveAttribute('srcset', copies('top'));
      expect(cover).toHaveAttribute('sizes', page.sizes);
      expect(cover).toHaveAttribute('fetchpriority', 'high');
    });
  }

  it("offers the home page's activity cards their copies sized for the grid, and a cover without copies its address alone", async () => {
    const withCopies = activityConfigOf({ id: 5, coverUrl: '/media/a5.jpg', coverSrcSet: copies('a5') });
    const without = activityConfigOf({ id: 6, sgL_Title: '2026 台中花都半程馬拉松', coverUrl: '/media/a6.jpg' });
    stubApi((path) => {
      if (path.endsWith('/Activity/GetIndex')) return list([withCopies, without]);
      if (/\/(Banner|Activity)\/GetAll$/.test(path)) return list([]);
      return undefined;
    });
    renderApp('/index');

    const [cardWithCopies] = await screen.findAllByRole('link', { name: new RegExp(withCopies.sgL_Title) });
    const cover = coverOf(cardWithCopies);
    expect(cover).toHaveAttribute('srcset', copies('a5'));
    expect(cover).toHaveAttribute('sizes', CARD_COVER_SIZES);
    // The first recommended card is on a phone's first screen, its largest picture there: fetched at
    // once and first, with the banner, before the page's code (decisions/083).
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('loading', 'eager');

    const [cardWithout] = screen.getAllByRole('link', { name: new RegExp(without.sgL_Title) });
    expect(coverOf(cardWithout)).not.toHaveAttribute('loading', 'eager');
    expect(coverOf(cardWithout)).toHaveAttribute('src', '/media/a6.jpg');
    expect(coverOf(cardWithout)).not.toHaveAttribute('srcset');
    expect(coverOf(cardWithout)).not.toHaveAttribute('sizes');
  });

  it("offers the race calendar's cards their copies sized for the grid, and a cover without copies its address alone", async () => {
    const withCopies = raceEventOf({ coverUrl: '/media/e3.jpg', coverSrcSet: copies('e3') });
    const without = raceEventOf({
      id: 4,
      sgL_Title: '2027 臺東超級鐵人三項',
      coverUrl: '/media/e4.jpg',
      coverSrcSet: '',
    });
    stubApi((path) => {
      if (path.endsWith('/Activity/GetAll')) return list([withCopies, without]);
      if (path.endsWith('/CommonType/GetAll')) return list([]);
      return undefined;
    });
    renderApp('/eventlist');

    const cover = coverOf(await screen.findByRole('link', { name: new RegExp(withCopies.sgL_Title) }));
    expect(cover).toHaveAttribute('srcset', copies('e3'));
    expect(cover).toHaveAttribute('sizes', CARD_COVER_SIZES);
    // The first race is on the first screen; the others wait until they come near it.
    expect(cover).not.toHaveAttribute('fetchpriority');
    expect(cover).toHaveAttribute('loading', 'eager');

    const plain = coverOf(screen.getByRole('link', { name: new RegExp(without.sgL_Title) }));
    expect(plain).not.toHaveAttribute('loading', 'eager');
    expect(plain).toHaveAttribute('src', '/media/e4.jpg');
    expect(plain).not.toHaveAttribute('srcset');
    expect(plain).not.toHaveAttribute('sizes');
  });
});
