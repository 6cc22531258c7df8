import { Alert, Button, Empty, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useRepeatedT } from '../../../lib/i18n.ts';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { isNotFound, LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useActivityConfig } from '../api/activities.ts';
import { bibSearchOf, SEARCH_PAGE_SIZE } from '../api/first-requests.ts';
import { useBibSearch } from '../api/photos.ts';
import { ActivityHeader } from '../components/activity-header.tsx';
import { BundleOfferBar } from '../components/bundle-offer-bar.tsx';
import { BibSearchForm } from '../components/bib-search-form.tsx';
import { NeighboursModal } from '../components/neighbours-modal.tsx';
import { NotFoundResult } from '../components/not-found-result.tsx';
import { FollowBibControl } from '../components/follow-bib-control.tsx';
import { PhotographerResults } from '../components/photographer-results.tsx';
import { BIB_PATTERN } from '../lib/bib.ts';
import { followingOpen } from '../lib/following.ts';
import '../catalogue.css';

function Results({
  activityId,
  code,
  faceSearch,
  followable,
}: {
  activityId: number;
  code: string;
  faceSearch: boolean;
  /** The activity's follows have not ended: following the bib is offered. */
  followable: boolean;
}) {
  const t = useRepeatedT('catalogue');
  const [params, setParams] = useSearchParams();
  const { page } = bibSearchOf(params);
  const [neighboursOf, setNeighboursOf] = useState<number | null>(null);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useBibSearch(activityId, code, page);

  if (isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (isError) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (data.totalCount === 0) {
    return (
      <Empty description={t('search.noResults', { code })}>
        <Typography.Paragraph type="secondary">
          {faceSearch ? t('search.noResultsFaceHint') : t('search.noResultsHint')}
        </Typography.Paragraph>
        {followable && <FollowBibControl activityId={activityId} code={code} />}
        {faceSearch && (
          <Link to={`/activityevent/${activityId}`}>
            <Button type="primary">{t('search.tryFace')}</Button>
          </Link>
        )}
      </Empty>
    );
  }
  return (
    <div className={isPlaceholderData ? 'search-results stale' : 'search-results'}>
      <Typography.Paragraph strong>{t('search.found', { count: data.totalCount, code })}</Typography.Paragraph>
      <BundleOfferBar activityId={activityId} search={{ code }} />
      <PhotographerResults albums={data.items} onNeighbours={setNeighboursOf} code={code} />
      <Pager
        page={page}
        pageSize={SEARCH_PAGE_SIZE}
        total={data.totalCount}
        onChange={(next) => {
          setParams({ code, page: String(next) });
          window.scrollTo({ top: 0 });
        }}
      />
      <NeighboursModal photoId={neighboursOf} onClose={() => setNeighboursOf(null)} />
    </div>
  );
}

/** /albumsearch/{activityId}?code={bib}: the photos where that bib was found. */
export default function BibSearchPage() {
  const t = useRepeatedT('catalogue');
  const activityId = Number(useParams().activityId);
  const [params] = useSearchParams();
  const { code } = bibSearchOf(params);
  const valid = Number.isInteger(activityId) && activityId > 0;
  const activity = useActivityConfig(valid ? activityId : 0);

  if (!valid || (activity.isError && isNotFound(activity.error))) {
    return <NotFoundResult title={t('activity.notFound')} />;
  }
  return (
    <div className="catalogue-page album-search-page">
      {activity.data ? <ActivityHeader activity={activity.data} headingLevel={2} /> : <Skeleton active />}
      <Typography.Title level={1} className="search-title">
        {code ? t('search.title', { code }) : t('search.bibTitle')}
      </Typography.Title>
      {activity.data?.bibSearchEnabled === false ? (
        // Switched off for this activity: say so instead of asking the server for a refusal.
        <Alert type="info" showIcon title={t('search.bibDisabled')} />
      ) : (
        <>
          <BibSearchForm key={`form-${code}`} activityId={activityId} initial={code} />
          {code === '' ? (
            <Empty description={t('search.bibRequired')} />
          ) : !BIB_PATTERN.test(code) ? (
            <Empty description={t('search.bibInvalid')} />
          ) : activity.isError ? (
            <LoadError error={activity.error} onRetry={() => void activity.refetch()} />
          ) : activity.data ? (
            <Results
              key={code}
              activityId={activityId}
              code={code}
              faceSearch={activity.data.faceSearchEnabled}
              followable={followingOpen(activity.data.followsEndAt)}
            />
          ) : (
            // The activity's settings come first (cached when arriving from the activity page).
            <Skeleton active paragraph={{ rows: 8 }} />
          )}
        </>
      )}
    </div>
  );
}
