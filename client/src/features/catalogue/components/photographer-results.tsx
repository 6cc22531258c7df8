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

/** A page of search results (bib or face): one section per photographer, in the server's order. */
export function PhotographerResults({ albums, onNeighbours, code }: PhotographerResultsProps) {
  const t = useRepeatedT('catalogue');
  const { states, loading } = useMyPhotoStates(albums.flatMap((album) => album.photos.map((photo) => photo.id)));
  return (
    <div className="photographer-results">
      {groupByPhotographer(albums).map(({ photographer, items }, section) => {
        const photos = items.flatMap((album) => album.photos);
        return (
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
              {photos.map((photo, index) => (
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
        );
      })}
    </div>
  );
}
