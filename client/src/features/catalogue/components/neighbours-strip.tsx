import { Empty } from 'antd';
import { useRepeatedT } from '../../../lib/i18n.ts';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import type { PhotoView } from '../../../lib/photo-view.ts';
import { formatPrice } from '../lib/format.ts';
import { NEIGHBOUR_SIZES } from '../lib/image-sizes.ts';

/** 前後五秒: the photos around one, by time, with the seconds from it; the photo itself marked. */
export function NeighboursStrip({ photo, neighbours }: { photo: PhotoView; neighbours: PhotoView[] }) {
  const t = useRepeatedT('catalogue');
  const all = [...neighbours, photo].sort((a, b) => a.takenAt.localeCompare(b.takenAt) || a.id - b.id);
  if (neighbours.length === 0) return <Empty description={t('photo.noNeighbours')} />;
  const at = Date.parse(photo.takenAt);
  return (
    <ul className="neighbours-strip" aria-label={t('photo.neighbours')}>
      {all.map((item) => {
        const seconds = Math.round((Date.parse(item.takenAt) - at) / 1000);
        const current = item.id === photo.id;
        return (
          <li key={item.id} className={current ? 'neighbour neighbour-current' : 'neighbour'}>
            <Link to={`/albumphotodetail/${item.id}`} aria-current={current ? 'page' : undefined}>
              <LazyImage
                src={item.thumbnailUrl}
                srcSet={item.thumbnailSrcSet}
                sizes={NEIGHBOUR_SIZES}
                alt={t('photo.neighbourAlt', { seconds })}
              />
              <span className="neighbour-label">
                {current
                  ? t('photo.thisPhoto')
                  : t('photo.seconds', { seconds: seconds > 0 ? `+${seconds}` : seconds })}
                {' · '}
                {formatPrice(item.price)}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
