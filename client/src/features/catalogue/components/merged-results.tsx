import { CloseOutlined } from '@ant-design/icons';
import { Button, Spin, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadingSkeleton } from '../../../components/ui/deferred-states.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useMyPhotoStates } from '../api/member-actions.ts';
import { MERGED_PAGE_SIZE, useMergedSearch, type MergedPhoto } from '../api/photos.ts';
import { SimilarityTag } from './face-match-results.tsx';
import { PhotoGrid, PhotoTile } from './photo-tile.tsx';

const FOUND_BY_COLOR: Record<MergedPhoto['foundBy'], string> = {
  both: 'green',
  bib: 'blue',
  selfie: 'gold',
  bibFace: 'purple',
};

export interface MergedSearch {
  code: string;
  faceSearchId: string;
  faceIndex: number;
}

function MergedGrid({
  photos,
  code,
  onNeighbours,
}: {
  photos: MergedPhoto[];
  code: string;
  onNeighbours: (id: number) => void;
}) {
  const { t } = useTranslation('catalogue');
  const { states, loading } = useMyPhotoStates(photos.map((photo) => photo.id));
  return (
    <PhotoGrid>
      {photos.map((photo) => (
        <PhotoTile
          key={photo.id}
          photo={photo}
          code={photo.bibMatch ? code : undefined}
          onNeighbours={onNeighbours}
          buy={{ state: states?.get(photo.id), loading }}
          extra={
            <>
              <Tag color={FOUND_BY_COLOR[photo.foundBy]}>{t(`merged.foundBy.${photo.foundBy}`)}</Tag>
              {photo.similarity && <SimilarityTag similarity={photo.similarity} />}
            </>
          }
        />
      ))}
    </PhotoGrid>
  );
}

/** 合併結果: the bib's and the selfie's photos in one list, each tagged with how it was found. */
export function MergedResults({
  activityId,
  search,
  onClose,
  onNeighbours,
}: {
  activityId: number;
  search: MergedSearch;
  onClose: () => void;
  onNeighbours: (id: number) => void;
}) {
  const { t } = useTranslation('catalogue');
  const [page, setPage] = useState(1);
  const section = useRef<HTMLElement>(null);
  // It opens under the selfie's results: brought into view rather than left below the fold.
  useEffect(() => section.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }), []);
  const { data, isPending, isError, error, refetch, isFetching } = useMergedSearch({ activityId, ...search }, page);

  return (
    <section ref={section} className="merged-results" aria-label={t('merged.title', { code: search.code })}>
      <div className="merged-results-heading">
        <Typography.Title level={3}>{t('merged.title', { code: search.code })}</Typography.Title>
        <Button icon={<CloseOutlined />} onClick={onClose}>
          {t('merged.close')}
        </Button>
      </div>
      {isPending ? (
        <LoadingSkeleton active paragraph={{ rows: 6 }} />
      ) : isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : data.totalCount === 0 ? (
        <EmptyState description={t('merged.none')} />
      ) : (
        <>
          <Typography.Paragraph strong>
            {t('merged.found', { count: data.totalCount })} {isFetching && <Spin size="small" />}
          </Typography.Paragraph>
          <MergedGrid photos={data.items} code={search.code} onNeighbours={onNeighbours} />
          <Pager page={page} pageSize={MERGED_PAGE_SIZE} total={data.totalCount} onChange={setPage} />
        </>
      )}
    </section>
  );
}
