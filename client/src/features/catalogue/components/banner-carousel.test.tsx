import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { envelope, stubApi, testQueryClient } from '../../../testing/test-utils.tsx';
import { BannerCarousel } from './banner-carousel.tsx';

const slide = (id: number, title: string, altText: string, linkUrl: string | null) => ({
  id,
  title,
  altText,
  imageUrl: `/media/banners/${id}.webp`,
  linkUrl,
  sort: id,
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
});
