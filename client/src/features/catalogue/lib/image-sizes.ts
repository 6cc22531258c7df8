import type { ImageSource } from '../../../components/ui/lazy-image.tsx';

// `sizes` for the catalogue's pictures: the width each is drawn at, so the browser takes the smallest
// copy of a `srcSet` that is sharp on the screen. Taken from the CSS: the page (.site-main in
// layout.css) is at most 1200 px wide with 24 px padding (12 px on a phone, under 768 px), and
// catalogue.css lays the pictures out inside it. A guess a little too wide costs bytes; too narrow, blur.

/** A phone's screen, and one of 2.5 device pixels per CSS pixel or more (most phones sold today). */
const PHONE = '(max-width: 767px)';
const DENSE_PHONE = `${PHONE} and (min-resolution: 2.5dppx)`;

/** .photo-grid: two columns on a phone; six about 182 px wide on a wide screen; 3–6 between. */
export const PHOTO_TILE_SIZES = `${PHONE} calc(50vw - 16px), (max-width: 1199px) 25vw, 190px`;

/** .neighbour: a strip of fixed-width thumbnails. */
export const NEIGHBOUR_SIZES = `${PHONE} 140px, 180px`;

/**
 * `sizes` for a picture as wide as a phone's screen (`onPhone`), then `wider` ones. On a dense
 * phone it is declared at three quarters of its width, so a 3× screen picks what a 2.25× one would:
 * the 960 px copy of a preview drawn 351 px wide (2.7 image pixels to each CSS pixel), not the
 * 1 600 px JPEG, a third of the bytes on the finish area's network for no difference a phone shows.
 */
function phoneWide(onPhone: string, wider: string): string {
  return `${DENSE_PHONE} calc((${onPhone}) * 3 / 4), ${PHONE} calc(${onPhone}), ${wider}`;
}

/** .photo-preview: the page's width on a phone; two thirds of it beside the buying column. */
export const PHOTO_PREVIEW_SIZES = phoneWide('100vw - 24px', '(max-width: 1199px) calc(67vw - 48px), 752px');

/** .banner-slide and .event-details-cover: the page's whole width. */
export const PAGE_WIDTH_SIZES = phoneWide('100vw - 24px', '(max-width: 1199px) calc(100vw - 48px), 1152px');

/** .catalogue-grid and .event-grid cards: one column on a phone, 2–4 between, four of 276 px on a wide screen. */
export const CARD_COVER_SIZES = phoneWide('100vw - 24px', '(max-width: 1199px) 40vw, 280px');

/** .activity-header-cover: a small picture beside the activity's title. */
export const HEADER_COVER_SIZES = `${PHONE} 96px, 220px`;

/** A race's or an activity's cover as a picture: its address, its copies for phones (if it has them) and its `sizes`. */
export function coverImage(owner: { coverUrl: string | null; coverSrcSet: string | null }, sizes: string): ImageSource {
  return { src: owner.coverUrl, srcSet: owner.coverSrcSet, sizes };
}
