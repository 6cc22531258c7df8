import { Checkbox, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import type { MyPhoto } from '../api/my-work-photos.ts';
import { MyWorkStatusTag } from './my-work-status-tags.tsx';

/** A page of an album's photos as tiles to select (checkbox) or look at (the picture). */
export function MyWorkPhotoGrid({
  photos,
  selected,
  onToggle,
  onOpen,
}: {
  photos: MyPhoto[];
  selected: ReadonlySet<number>;
  onToggle: (photo: MyPhoto, checked: boolean) => void;
  onOpen: (photo: MyPhoto) => void;
}) {
  const { t } = useTranslation('photographer');
  return (
    <ul className="my-work-photos">
      {photos.map((photo) => (
        <li
          key={photo.id}
          className={selected.has(photo.id) ? 'my-work-photo my-work-photo-selected' : 'my-work-photo'}
        >
          <button
            type="button"
            className="my-work-photo-open"
            aria-label={photo.fileName}
            onClick={() => onOpen(photo)}
          >
            <LazyImage src={photo.thumbnailUrl} alt="" className="my-work-photo-image" />
          </button>
          <Checkbox
            className="my-work-photo-check"
            aria-label={photo.fileName}
            checked={selected.has(photo.id)}
            onChange={(event) => onToggle(photo, event.target.checked)}
          />
          <div className="my-work-photo-info">
            <div className="my-work-photo-name" title={photo.fileName}>
              {photo.fileName}
            </div>
            <div className="my-work-photo-tags">
              {photo.status !== 'ready' && <MyWorkStatusTag status={photo.status} />}
              {photo.inOrder && <Tag color="gold">{t('myWork.inOrder')}</Tag>}
              <span>{t('myWork.price', { price: photo.price })}</span>
            </div>
            {photo.bibTags.length > 0 && (
              <div className="my-work-photo-bibs">{[...new Set(photo.bibTags.map((tag) => tag.bib))].join(' · ')}</div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
