import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import { SmallButtons, SmallLinkButton } from '../../../components/ui/small-buttons.tsx';
import type { PhotoView } from '../../../lib/photo-view.ts';
import type { PhotoState } from '../api/member-actions.ts';
import { formatPrice, formatTakenAt } from '../lib/format.ts';
import { PHOTO_TILE_SIZES } from '../lib/image-sizes.ts';
import { BuyButton } from './buy-button.tsx';
import { useRepeatedT } from '../../../lib/i18n.ts';

interface PhotoTileProps {
  photo: PhotoView;
  /** Opens the 前後五秒 neighbours of this photo. */
  onNeighbours?: (photoId: number) => void;
  /** Carried to the photo page (the bib searched), so it can say which number matched. */
  code?: string;
  /** The member's state of the photo (useMyPhotoStates, asked once for the whole grid). */
  buy: { state: PhotoState | undefined; loading: boolean };
  /** Shown under the caption (a selfie match's similarity and 不是我). */
  extra?: ReactNode;
  /** Found by a face linked to the searched bib, not by the bib itself: said on the tile. */
  foundByFace?: boolean;
  /**
   * On the first screen: its picture is the page's largest on a phone, so it is fetched at once and
   * first, drawn with the page's first frame, and the app's code waits for it (decisions/087).
   */
  eager?: boolean;
}

export function PhotoTile({ photo, onNeighbours, code, buy, extra, foundByFace, eager }: PhotoTileProps) {
  const t = useRepeatedT('catalogue');
  const to = `/albumphotodetail/${photo.id}${code ? `?${new URLSearchParams({ code }).toString()}` : ''}`;
  return (
    <figure className="photo-tile" data-photo-id={photo.id}>
      <Link to={to} className="photo-tile-image" aria-label={t('photo.open', { time: formatTakenAt(photo.takenAt) })}>
        <LazyImage
          src={photo.thumbnailUrl}
          srcSet={photo.thumbnailSrcSet}
          sizes={PHOTO_TILE_SIZES}
          priority={eager}
          alt={t('photo.alt', { time: formatTakenAt(photo.takenAt) })}
        />
      </Link>
      <figcaption className="photo-tile-caption">
        <span className="photo-tile-price">{formatPrice(photo.price)}</span>
        {foundByFace && <Tag color="purple">{t('search.foundByFace')}</Tag>}
        {onNeighbours && (
          <SmallLinkButton onClick={() => onNeighbours(photo.id)}>{t('photo.neighbours')}</SmallLinkButton>
        )}
        <BuyButton photoId={photo.id} state={buy.state} loading={buy.loading} compact />
      </figcaption>
      {extra && <div className="photo-tile-extra">{extra}</div>}
    </figure>
  );
}

/** The tiles a phone shows on its first screen of results (two columns, the first row). */
export const FIRST_SCREEN_TILES = 2;

export function PhotoGrid({ children }: { children: ReactNode }) {
  return (
    <div className="photo-grid">
      <SmallButtons>{children}</SmallButtons>
    </div>
  );
}
