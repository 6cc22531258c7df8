import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/deferred-states.tsx';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import type { ActivityAlbum } from '../api/activities.ts';
import { groupByPhotographer } from '../lib/grouping.ts';
import { CameraPointTag } from './camera-point-tag.tsx';
import { PhotographerHeading } from './photographer-heading.tsx';

/** Photographers per page on an activity page (each with all their albums there). */
export const PHOTOGRAPHERS_PER_PAGE = 6;

/** An activity's albums under their photographers, most photos first. */
export function AlbumList({ albums, onOpen }: { albums: ActivityAlbum[]; onOpen: (album: ActivityAlbum) => void }) {
  const { t } = useTranslation('catalogue');
  const [page, setPage] = useState(1);
  const groups = groupByPhotographer(albums);
  if (groups.length === 0) return <EmptyState description={t('activity.noAlbums')} />;
  const shown = groups.slice((page - 1) * PHOTOGRAPHERS_PER_PAGE, page * PHOTOGRAPHERS_PER_PAGE);
  return (
    <>
      {shown.map(({ photographer, items }) => (
        <section key={photographer.id} className="photographer-section" aria-label={photographer.displayName}>
          <PhotographerHeading
            photographer={photographer}
            note={t('activity.photos', { count: items.reduce((sum, album) => sum + album.photoCount, 0) })}
          />
          <div className="album-grid">
            {items.map((album) => (
              <button key={album.coId} type="button" className="album-card" onClick={() => onOpen(album)}>
                <LazyImage src={album.coverUrl} alt="" />
                <span className="album-card-name">{album.name}</span>
                <span className="album-card-meta">
                  <CameraPointTag cameraPoint={album.cameraPoint} />
                  {t('activity.photos', { count: album.photoCount })}
                  {album.shootDate && ` · ${album.shootDate}`}
                </span>
              </button>
            ))}
          </div>
        </section>
      ))}
      <Pager page={page} pageSize={PHOTOGRAPHERS_PER_PAGE} total={groups.length} onChange={setPage} />
    </>
  );
}
