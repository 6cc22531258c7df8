import { Alert, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { isNotFound, LoadError } from '../../../components/ui/load-error.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useActivityConfig } from '../api/activities.ts';
import { ActivityBrowser } from '../components/activity-browser.tsx';
import { ActivityHeader } from '../components/activity-header.tsx';
import { AlbumList } from '../components/album-list.tsx';
import { AlbumPhotos } from '../components/album-photos.tsx';
import { BibSearchForm } from '../components/bib-search-form.tsx';
import { FollowBibControl } from '../components/follow-bib-control.tsx';
import { FaceSearchPanel } from '../components/face-search-panel.tsx';
import { MergedResults, type MergedSearch } from '../components/merged-results.tsx';
import { NameSearchForm } from '../components/name-search-form.tsx';
import { NeighboursModal } from '../components/neighbours-modal.tsx';
import { NotFoundResult } from '../components/not-found-result.tsx';
import { PlaceTimeBrowser } from '../components/place-time-browser.tsx';
import { Section } from '../components/section.tsx';
import { followingOpen } from '../lib/following.ts';
import '../catalogue.css';

function ActivityPhotos({ activityId }: { activityId: number }) {
  const { t } = useTranslation('catalogue');
  const [params, setParams] = useSearchParams();
  const [neighboursOf, setNeighboursOf] = useState<number | null>(null);
  const [selfie, setSelfie] = useState<Omit<MergedSearch, 'code'> | null>(null);
  const [mergedCode, setMergedCode] = useState<string | null>(null);
  const { data, isPending, isError, error, refetch } = useActivityConfig(activityId);
  usePageTitle(data?.sgL_Title);

  if (isError && isNotFound(error)) return <NotFoundResult title={t('activity.notFound')} />;
  if (isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (isError) return <LoadError error={error} onRetry={() => void refetch()} />;

  // The open album lives in the URL, so Back returns to the list of albums.
  const openAlbum = data.albums.find((album) => String(album.coId) === params.get('album'));
  const followable = followingOpen(data.followsEndAt);
  return (
    <div className="catalogue-page activity-page">
      <ActivityHeader activity={data} />
      <div className="finders">
        <section className="finder" aria-label={t('search.bibTitle')}>
          <Typography.Title level={3}>{t('search.bibTitle')}</Typography.Title>
          {data.bibSearchEnabled ? (
            <>
              <Typography.Paragraph type="secondary">{t('search.bibHint')}</Typography.Paragraph>
              <BibSearchForm activityId={data.id} onMerge={selfie ? setMergedCode : undefined} />
              {followable && <FollowBibControl activityId={data.id} />}
              {data.nameSearchEnabled && (
                <div className="name-finder">
                  <Typography.Title level={4}>{t('nameSearch.title')}</Typography.Title>
                  <Typography.Paragraph type="secondary">{t('nameSearch.hint')}</Typography.Paragraph>
                  <NameSearchForm activityId={data.id} />
                </div>
              )}
            </>
          ) : (
            <Alert type="info" showIcon title={t('search.bibDisabled')} />
          )}
        </section>
        {data.faceSearchEnabled && (
          <FaceSearchPanel
            activityId={data.id}
            followsEndAt={followable ? data.followsEndAt : undefined}
            onNeighbours={setNeighboursOf}
            onSearched={setSelfie}
          />
        )}
      </div>
      {selfie && mergedCode && (
        <MergedResults
          key={`${mergedCode}:${selfie.faceSearchId}:${selfie.faceIndex}`}
          activityId={data.id}
          search={{ ...selfie, code: mergedCode }}
          onClose={() => setMergedCode(null)}
          onNeighbours={setNeighboursOf}
        />
      )}
      <Section title={t('activity.albums')}>
        {openAlbum ? (
          <AlbumPhotos album={openAlbum} onClose={() => setParams({})} onNeighbours={setNeighboursOf} />
        ) : (
          <AlbumList albums={data.albums} onOpen={(album) => setParams({ album: String(album.coId) })} />
        )}
      </Section>
      <Section title={t('placeTime.title')}>
        <PlaceTimeBrowser activityId={data.id} albums={data.albums} onNeighbours={setNeighboursOf} />
      </Section>
      <NeighboursModal photoId={neighboursOf} onClose={() => setNeighboursOf(null)} />
    </div>
  );
}

/** /activityevent/{id}: one activity's photos; without an id, the activities to browse. */
export default function ActivityPage() {
  const { t } = useTranslation('catalogue');
  const raw = useParams().activityId;
  if (raw === undefined) return <ActivityBrowser />;
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) return <NotFoundResult title={t('activity.notFound')} />;
  return <ActivityPhotos key={id} activityId={id} />;
}
