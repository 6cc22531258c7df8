import type { ImageSource } from '../../../components/ui/lazy-image.tsx';

// `sizes` for the catalogue's pictures: the width each is drawn at, so the browser takes the smallest
// copy of a `srcSet` that is sharp on the screen. Taken from the CSS: the page (.site-main in
// layout.css) is at most 1200 px wide with 24 px padding (12 px on a phone, under 768 px), and
// catalogue.css lays the pictures out inside it. A guess a little too wide costs bytes; too narrow, blur.

/** .photo-grid: two columns on a phone; six about 182 px wide on a wide screen; 3–6 between. */
export const PHOTO_TILE_SIZES = '(max-width: 767px) calc(50vw - 16px), (max-width: 1199px) 25vw, 190px';

/** .neighbour: a strip of fixed-width thumbnails. */
export const NEIGHBOUR_SIZES = '(max-width: 767px) 140px, 180px';

/** .photo-preview: the page's width on a phone; two thirds of it beside the buying column. */
export const PHOTO_PREVIEW_SIZES =
  '(max-width: 767px) calc(100vw - 24px), (max-width: 1199px) calc(67vw - 48px), 752px';

/** .banner-slide and .event-details-cover: the page's whole width. */
export const PAGE_WIDTH_SIZES = '(max-width: 767px) calc(100vw - 24px), (max-width: 1199px) calc(100vw - 48px), 1152px';

/** .catalogue-grid and .event-grid cards: one column on a phone, 2–4 between, four of 276 px on a wide screen. */
export const CARD_COVER_SIZES = '(max-width: 767px) calc(100vw - 24px), (max-width: 1199px) 40vw, 280px';

/** .activity-header-cover: a small picture beside the activity's title. */
export const HEADER_COVER_SIZES = '(max-width: 767px) 96px, 220px';

/** A race's or an activity's cover as a picture: its address, its copies for phones (if it has them) and its `sizes`. */
export function coverImage(owner: { coverUrl: string | null; coverSrcSet: string | null }, sizes: string): ImageSource {
  return { src: owner.coverUrl, srcSet: owner.coverSrcSet, sizes };
}
