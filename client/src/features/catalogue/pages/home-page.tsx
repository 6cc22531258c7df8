import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, LoadingSkeleton } from '../../../components/ui/deferred-states.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useActivityCards } from '../api/activities.ts';
import { useUpcomingEvents } from '../api/events.ts';
import { LATEST_PAGE_SIZE, RECOMMENDED_COUNT, UPCOMING_COUNT } from '../api/first-requests.ts';
import { ActivityGrid } from '../components/activity-card.tsx';
import { ActivitySearch } from '../components/activity-search.tsx';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { EventCard } from '../components/event-card.tsx';
import { Section } from '../components/section.tsx';
import '../catalogue.css';

function RecommendedActivities() {
  const { t } = useTranslation('catalogue');
  const { data, isPending, isError, error, refetch } = useActivityCards('recommended', 1, RECOMMENDED_COUNT);
  if (isPending) return <LoadingSkeleton active />;
  if (isError) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (data.items.length === 0) return null;
  return (
    <Section title={t('home.recommended')}>
      <ActivityGrid activities={data.items} onFirstScreen />
    </Section>
  );
}

function LatestActivities() {
  const { t } = useTranslation('catalogue');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = useActivityCards('latest', page, LATEST_PAGE_SIZE);
  return (
    <Section title={t('home.latest')} extra={<Link to="/activityevent">{t('home.allActivities')}</Link>}>
      {isPending ? (
        <LoadingSkeleton active />
      ) : isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState description={t('home.noActivities')} />
      ) : (
        <>
          {/* Below the recommended ones: off a phone's first two screens. */}
          <ActivityGrid activities={data.items} farDown />
          <Pager page={page} pageSize={LATEST_PAGE_SIZE} total={data.totalCount} onChange={setPage} />
        </>
      )}
    </Section>
  );
}

function UpcomingEvents() {
  const { t } = useTranslation('catalogue');
  const { data, isPending, isError, error, refetch } = useUpcomingEvents({}, 1, UPCOMING_COUNT);
  return (
    <Section title={t('home.upcoming')} extra={<Link to="/eventlist">{t('home.allEvents')}</Link>}>
      {isPending ? (
        <LoadingSkeleton active />
      ) : isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState description={t('events.empty')} />
      ) : (
        <div className="event-grid">
          {data.items.map((event) => (
            <EventCard key={event.id} event={event} farDown />
          ))}
        </div>
      )}
    </Section>
  );
}

export default function HomePage() {
  const { t } = useTranslation('catalogue');
  return (
    <div className="catalogue-page home-page">
      <BannerCarousel />
      <div className="home-finder">
        <h1 className="home-finder-title">{t('home.heading')}</h1>
        <p className="home-finder-text">{t('home.intro')}</p>
        <ActivitySearch />
      </div>
      <RecommendedActivities />
      <LatestActivities />
      <UpcomingEvents />
    </div>
  );
}
