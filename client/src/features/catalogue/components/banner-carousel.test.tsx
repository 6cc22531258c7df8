import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubApi, testQueryClient } from '../../../testing/test-utils.tsx';
import { PAGE_WIDTH_SIZES } from '../lib/image-sizes.ts';
import { BANNER_INTERVAL_MS, BannerCarousel, NEXT_SLIDE_LEAD_MS } from './banner-carousel.tsx';

const slide = (id: number, title: string, altText: string, linkUrl: string | null) => ({
  id,
  title,
  altText,
  imageUrl: `/media/banners/${id}.webp`,
  imageSrcSet: null as string | null,
  linkUrl,
  sort: id,
});

function renderCarousel(banners: ReturnType<typeof slide>[]) {
  stubApi((path) =>
    path.endsWith('/Banner/GetAll') ? envelope({ totalCount: banners.length, items: banners }) : undefined,
  );
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <BannerCarousel />
    </QueryClientProvider>,
  );
}

/** The picture each slide shows now, in order. */
const slidePictures = (container: HTMLElement) =>
  [...container.querySelectorAll('.banner-slide img')].map((image) => image.getAttribute('src'));

afterEach(() => {
  vi.useRealTimers();
});

describe('the home carousel', () => {
  it('describes each picture by the alt text the server answers in the page’s language', async () => {
    stubApi((path) =>
      path.endsWith('/Banner/GetAll')
        ? envelope({
            totalCount: 2,
            items: [
              slide(1, 'Autumn Marathon', 'Runners crossing the finish line', '/eventlist'),
              slide(2, 'Spring Run', 'Spring Run', null),
            ],
          })
        : undefined,
    );
    render(
      <QueryClientProvider client={testQueryClient()}>
        <BannerCarousel />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Runners crossing the finish line' })).toHaveAttribute(
      'href',
      '/eventlist',
    );
    expect(screen.getByText('Spring Run', { selector: '.visually-hidden' })).toBeInTheDocument();
  });

  it('opens an address of another site in a new tab, and follows no link a browser would read as another host', async () => {
    stubApi((path) =>
      path.endsWith('/Banner/GetAll')
        ? envelope({
            totalCount: 2,
            items: [
              slide(1, 'Sponsor', 'Our sponsor', 'https://sponsor.example/run'),
              // Saved before the server refused it: a browser opens it as //evil.example.
              slide(2, 'Old', 'An old banner', '/\\evil.example'),
            ],
          })
        : undefined,
    );
    render(
      <QueryClientProvider client={testQueryClient()}>
        <BannerCarousel />
      </QueryClientProvider>,
    );
    const sponsor = await screen.findByRole('link', { name: 'Our sponsor' });
    expect(sponsor).toHaveAttribute('target', '_blank');
    expect(screen.getByText('An old banner', { selector: '.visually-hidden' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'An old banner' })).not.toBeInTheDocument();
  });

  it('offers phone-sized copies at the page’s width, and fetches the first banner before anything else', async () => {
    const copies = (id: number) => `/media/banners/${id}.w640.webp 640w, /media/banners/${id}.w960.webp 960w`;
    const { container } = renderCarousel([
      { ...slide(1, 'Autumn Marathon', 'Runners', null), imageSrcSet: copies(1) },
      { ...slide(2, 'Spring Run', 'Spring Run', null), imageSrcSet: copies(2) },
    ]);
    await screen.findByText('Spring Run', { selector: '.visually-hidden' });

    const [first, second] = container.querySelectorAll('.banner-slide img');
    expect(first).toHaveAttribute('src', '/media/banners/1.webp');
    expect(first).toHaveAttribute('srcset', copies(1));
    expect(first).toHaveAttribute('sizes', PAGE_WIDTH_SIZES);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    // The slides after it are off screen: they wait their turn, then load as any picture further down.
    expect(second).not.toHaveAttribute('srcset');
    fireEvent.pointerDown(container.querySelector('.banner-track')!);
    const secondNow = container.querySelectorAll('.banner-slide img')[1];
    expect(secondNow).toHaveAttribute('srcset', copies(2));
    expect(secondNow).not.toHaveAttribute('fetchpriority');
    expect(secondNow).not.toHaveAttribute('loading', 'eager');
  });

  it('fetches the next slide shortly before it moves on, or every slide once the visitor reaches for it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { container } = renderCarousel([
      slide(1, 'Autumn Marathon', 'Runners', null),
      slide(2, 'Spring Run', 'Spring Run', null),
      slide(3, 'Night Trail', 'Night Trail', null),
    ]);
    await screen.findByText('Night Trail', { selector: '.visually-hidden' });
    const [, later, last] = slidePictures(container);
    expect(slidePictures(container)[0]).toBe('/media/banners/1.webp');
    // The later slides show the plain background until their turn: no request for their picture.
    expect(later).not.toMatch(/^\/media\//);
    expect(last).not.toMatch(/^\/media\//);

    await act(() => vi.advanceTimersByTimeAsync(BANNER_INTERVAL_MS - NEXT_SLIDE_LEAD_MS));
    expect(slidePictures(container).slice(1)).toEqual(['/media/banners/2.webp', last]);

    fireEvent.mouseEnter(container.querySelector('.banner-carousel')!);
    expect(slidePictures(container)).toEqual([
      '/media/banners/1.webp',
      '/media/banners/2.webp',
      '/media/banners/3.webp',
    ]);
  });

  it('fetches every slide once a finger or the keyboard is on the carousel', async () => {
    const banners = [slide(1, 'Autumn Marathon', 'Runners', null), slide(2, 'Spring Run', 'Spring Run', null)];
    const touched = renderCarousel(banners);
    await screen.findByText('Spring Run', { selector: '.visually-hidden' });
    fireEvent.pointerDown(touched.container.querySelector('.banner-track')!);
    expect(slidePictures(touched.container)).toEqual(['/media/banners/1.webp', '/media/banners/2.webp']);
    touched.unmount();

    const focused = renderCarousel(banners);
    await screen.findByText('Spring Run', { selector: '.visually-hidden' });
    act(() => focused.container.querySelector<HTMLElement>('.banner-dot')!.focus());
    expect(slidePictures(focused.container)).toEqual(['/media/banners/1.webp', '/media/banners/2.webp']);
  });

  it('shows a banner stored before its copies from its own address alone', async () => {
    const { container } = renderCarousel([
      slide(1, 'Autumn Marathon', 'Runners', null),
      { ...slide(2, 'Spring Run', 'Spring Run', null), imageSrcSet: '' },
    ]);
    await screen.findByText('Spring Run', { selector: '.visually-hidden' });
    fireEvent.pointerDown(container.querySelector('.banner-track')!);

    const images = [...container.querySelectorAll('.banner-slide img')];
    expect(images).toHaveLength(2);
    for (const [index, image] of images.entries()) {
      expect(image).toHaveAttribute('src', `/media/banners/${index + 1}.webp`);
      expect(image).not.toHaveAttribute('srcset');
      expect(image).not.toHaveAttribute('sizes');
    }
  });
});
