import { Descriptions, Skeleton, Tag, Typography } from 'antd';
import { useRepeatedT } from '../../../lib/i18n.ts';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { LazyImage, UserAvatar } from '../../../components/ui/lazy-image.tsx';
import { isNotFound, LoadError } from '../../../components/ui/load-error.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { usePhotoDetail } from '../api/photos.ts';
import { NeighboursStrip } from '../components/neighbours-strip.tsx';
import { NotFoundResult } from '../components/not-found-result.tsx';
import { PhotoActions } from '../components/photo-actions.tsx';
import { Section } from '../components/section.tsx';
import { ShareButtons } from '../components/share-buttons.tsx';
import { formatPrice, formatTakenAt } from '../lib/format.ts';
import { BIB_PATTERN } from '../lib/bib.ts';
import { PHOTO_PREVIEW_SIZES } from '../lib/image-sizes.ts';
import '../catalogue.css';

/** /albumphotodetail/{id}: the watermarked preview (never the original), price and buying. */
export default function PhotoDetailPage() {
  const t = useRepeatedT('catalogue');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const code = useSearchParams()[0].get('code') ?? '';
  const { data, isPending, isError, error, refetch } = usePhotoDetail(valid ? id : 0);
  usePageTitle(data && `${data.activity.sgL_Title} · ${formatTakenAt(data.photo.takenAt)}`);

  if (!valid || (isError && isNotFound(error))) return <NotFoundResult title={t('photo.notFound')} />;
  if (isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (isError) return <LoadError error={error} onRetry={() => void refetch()} />;

  const { photo, activity, album, photographer, neighbours, bibs } = data;
  const backToSearch = BIB_PATTERN.test(code)
    ? `/albumsearch/${activity.id}?${new URLSearchParams({ code }).toString()}`
    : null;
  return (
    <div className="catalogue-page photo-detail">
      <nav className="photo-breadcrumb">
        <Link to={`/activityevent/${activity.id}`}>{activity.sgL_Title}</Link>
        {backToSearch && (
          <>
            {' / '}
            <Link to={backToSearch}>{t('photo.backToResults', { code })}</Link>
          </>
        )}
      </nav>
      <div className="photo-detail-main">
        <div className="photo-preview" onContextMenu={(event) => event.preventDefault()}>
          <LazyImage
            src={photo.previewUrl}
            srcSet={photo.previewSrcSet}
            sizes={PHOTO_PREVIEW_SIZES}
            alt={t('photo.previewAlt', { title: activity.sgL_Title })}
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            priority
            draggable={false}
          />
          <Typography.Text type="secondary" className="photo-preview-note">
            {t('photo.watermarkNote')}
          </Typography.Text>
        </div>
        <aside className="photo-detail-side">
          <Typography.Title level={1} className="photo-detail-title">
            {activity.sgL_Title}
          </Typography.Title>
          <div className="photo-price" aria-label={t('photo.price')}>
            {formatPrice(photo.price)}
          </div>
          <PhotoActions photoId={photo.id} />
          <ShareButtons path={`/albumphotodetail/${photo.id}`} title={activity.sgL_Title} />
          <Descriptions
            column={1}
            size="small"
            className="photo-facts"
            items={[
              {
                key: 'photographer',
                label: t('photo.photographer'),
                children: (
                  <span className="photo-photographer">
                    <UserAvatar src={photographer.avatarUrl} size={24} alt="" />
                    {photographer.displayName}
                  </span>
                ),
              },
              { key: 'album', label: t('photo.album'), children: album.name },
              { key: 'takenAt', label: t('photo.takenAt'), children: formatTakenAt(photo.takenAt) },
              ...(bibs.length > 0
                ? [
                    {
                      key: 'bibs',
                      label: t('photo.bib'),
                      children: (
                        <span className="photo-bibs">
                          {bibs.map((bib) => (
                            // The number searched for stands out.
                            <Tag key={bib} color={bib === code.toUpperCase() ? 'blue' : undefined}>
                              {bib}
                            </Tag>
                          ))}
                        </span>
                      ),
                    },
                  ]
                : []),
            ]}
          />
          <Typography.Paragraph type="secondary">{t('photo.buyNote')}</Typography.Paragraph>
        </aside>
      </div>
      <Section title={t('photo.neighboursTitle')}>
        <NeighboursStrip photo={photo} neighbours={neighbours} />
      </Section>
    </div>
  );
}
