import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cataloguePhoto, envelope, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import { NEIGHBOUR_SIZES, PHOTO_PREVIEW_SIZES, PHOTO_TILE_SIZES } from '../lib/image-sizes.ts';
import { activityConfigOf } from '../testing/activity-config.ts';

// Photos processed with phone copies offer them with the width they are drawn at, so a phone
// downloads tens of kB; the photo page's preview is its largest picture and is fetched first.

const activityConfig = activityConfigOf();
const withCopies = (id: number, takenAt: string) =>
  cataloguePhoto(id, {
    takenAt,
    thumbnailSrcSet: `/media/t${id}.w320.webp 320w, /media/t${id}.jpg 400w`,
    previewSrcSet: `/media/p${id}.w640.webp 640w, /media/p${id}.w960.webp 960w, /media/p${id}.jpg 1600w`,
  });

describe('photos on a phone', () => {
  it('offers the search results’ thumbnail copies sized for the grid', async () => {
    stubApi((path) => {
      if (path.endsWith('/GetConfigByActivityId')) return envelope(activityConfig);
      if (path.endsWith('/GetPhotoGalleryListNew')) {
        return envelope({
          totalCount: 2,
          items: [
            {
              coId: 1,
              albumName: '終點',
              photographer: { id: 9, displayName: '阿明', avatarUrl: null },
              photos: [
                { ...withCopies(1, '2026-11-01T00:00:00Z'), bibMatch: { bib: '3974', confidence: 1, sources: [] } },
                // Processed before the copies existed: its thumbnail alone, as before.
                { ...cataloguePhoto(2), bibMatch: { bib: '3974', confidence: 1, sources: [] } },
              ],
            },
          ],
        });
      }
      return undefined;
    });
    renderApp('/albumsearch/5?code=3974');

    const [withSet, without] = (await screen.findAllByRole('figure')).map((tile) =>
      tile.querySelector('.photo-tile-image img'),
    );
    expect(withSet).toHaveAttribute('srcset', '/media/t1.w320.webp 320w, /media/t1.jpg 400w');
    expect(withSet).toHaveAttribute('sizes', PHOTO_TILE_SIZES);
    expect(without).toHaveAttribute('src', '/media/t2.jpg');
    expect(without).not.toHaveAttribute('srcset');
    expect(without).not.toHaveAttribute('sizes');
  });

  it("fetches the first row of results at once: a phone's first screen", async () => {
    const hit = (id: number) => ({ ...cataloguePhoto(id), bibMatch: { bib: '3974', confidence: 1, sources: [] } });
    stubApi((path) => {
      if (path.endsWith('/GetConfigByActivityId')) return envelope(activityConfig);
      if (path.endsWith('/GetPhotoGalleryListNew')) {
        const photographer = { id: 9, displayName: '阿明', avatarUrl: null };
        return envelope({
          totalCount: 4,
          items: [
            { coId: 1, albumName: '終點', photographer, photos: [hit(1), hit(2), hit(3)] },
            {
              coId: 2,
              albumName: '起點',
              photographer: { ...photographer, id: 10, displayName: '小華' },
              photos: [hit(4)],
            },
          ],
        });
      }
      return undefined;
    });
    renderApp('/albumsearch/5?code=3974');

    const pictures = (await screen.findAllByRole('figure')).map((tile) => tile.querySelector('.photo-tile-image img'));
    expect(pictures.map((picture) => picture?.getAttribute('loading'))).toEqual(['eager', 'eager', null, null]);
    // The largest pictures of a phone's first screen: fetched first, and the app's code waits for them.
    expect(pictures.map((picture) => picture?.getAttribute('fetchpriority'))).toEqual(['high', 'high', null, null]);
  });

  it("fetches the photo page's preview first, in the copy the screen needs", async () => {
    stubApi((path) => {
      if (path.endsWith('/GetPhotoDetail')) {
        return envelope({
          photo: withCopies(1, '2026-11-01T00:00:00Z'),
          album: { coId: 1, name: '終點' },
          activity: { id: 5, sgL_Title: activityConfig.sgL_Title, sgL_ActivityDate: '2026-11-01' },
          photographer: { id: 9, displayName: '阿明', avatarUrl: null },
          bibs: ['3974'],
          neighbours: [withCopies(4, '2026-11-01T00:00:03Z')],
        });
      }
      return undefined;
    });
    renderApp('/albumphotodetail/1');

    const preview = await screen.findByRole('img', { name: /照片預覽（含浮水印）/ });
    expect(preview).toHaveAttribute('src', '/media/p1.jpg');
    expect(preview).toHaveAttribute(
      'srcset',
      '/media/p1.w640.webp 640w, /media/p1.w960.webp 960w, /media/p1.jpg 1600w',
    );
    expect(preview).toHaveAttribute('sizes', PHOTO_PREVIEW_SIZES);
    expect(preview).toHaveAttribute('fetchpriority', 'high');

    const neighbour = screen.getByRole('img', { name: '相差 3 秒的照片' });
    expect(neighbour).toHaveAttribute('srcset', '/media/t4.w320.webp 320w, /media/t4.jpg 400w');
    expect(neighbour).toHaveAttribute('sizes', NEIGHBOUR_SIZES);
    expect(neighbour).not.toHaveAttribute('fetchpriority');
  });
});
