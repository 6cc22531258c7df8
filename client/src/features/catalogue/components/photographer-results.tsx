import { useDeferredValue } from 'react';
import { useRepeatedT } from '../../../lib/i18n.ts';
import { useMyPhotoStates } from '../api/member-actions.ts';
import type { AlbumHits } from '../api/photos.ts';
import { groupByPhotographer } from '../lib/grouping.ts';
import { CameraPointTag } from './camera-point-tag.tsx';
import { FIRST_SCREEN_TILES, PhotoGrid, PhotoTile } from './photo-tile.tsx';
import { PhotographerHeading } from './photographer-heading.tsx';

interface PhotographerResultsProps {
  albums: AlbumHits[];
  onNeighbours: (photoId: number) => void;
  code?: string;
}

/** The distinct camera points of a photographer's albums here, in album order. */
function cameraPointsOf(albums: AlbumHits[]): string[] {
  return [...new Set(albums.flatMap((album) => (album.cameraPoint ? [album.cameraPoint] : [])))];
}

/**
 * The tiles written in a page's first render, on the server and in the browser's take-over: two
 * rows on a wide screen, several screens on a phone. The rest follow in a transition right after
 * (decisions/096), so a server render draws a third of a full page's tiles.
 */
export const FIRST_RENDER_TILES = 12;

/** The photographers' sections with the photos each shows: all of them, or the first `limit` in order. */
function sectionsUpTo(albums: AlbumHits[], limit: number) {
  let left = limit;
  return groupByPhotographer(albums).flatMap(({ photographer, items }) => {
    const photos = items.flatMap((album) => album.photos);
    const shown = photos.slice(0, Math.max(left, 0));
    left -= shown.length;
    return shown.length > 0 ? [{ photographer, items, photos, shown }] : [];
  });
}

/** A page of search results (bib or face): one section per photographer, in the server's order. */
export function PhotographerResults({ albums, onNeighbours, code }: PhotographerResultsProps) {
  const t = useRepeatedT('catalogue');
  const { states, loading } = useMyPhotoStates(albums.flatMap((album) => album.photos.map((photo) => photo.id)));
  // false on the server, in the take-over and in a first client render; true in the transition after.
  const allTiles = useDeferredValue(true, false);
  return (
    <div className="photographer-results">
      {sectionsUpTo(albums, allTiles ? Number.POSITIVE_INFINITY : FIRST_RENDER_TILES).map(
        ({ photographer, items, photos, shown }, section) => (
          <section key={photographer.id} className="photographer-section" aria-label={photographer.displayName}>
            <PhotographerHeading
              photographer={photographer}
              note={`${t('search.photosHere', { count: photos.length })} · ${items.map((album) => album.albumName).join('、')}`}
            >
              {cameraPointsOf(items).map((cameraPoint) => (
                <CameraPointTag key={cameraPoint} cameraPoint={cameraPoint} />
              ))}
            </PhotographerHeading>
            <PhotoGrid>
              {shown.map((photo, index) => (
                <PhotoTile
                  key={photo.id}
                  photo={photo}
                  eager={section === 0 && index < FIRST_SCREEN_TILES}
                  onNeighbours={onNeighbours}
                  code={code}
                  foundByFace={photo.foundBy === 'face'}
                  buy={{ state: states?.get(photo.id), loading }}
                />
              ))}
            </PhotoGrid>
          </section>
        ),
      )}
    </div>
  );
}
