import { Button, Empty, Skeleton, Typography } from 'antd';
import { useRepeatedT } from '../../../lib/i18n.ts';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useUpcomingEvents, type EventFilter } from '../api/events.ts';
import { EVENT_LIST_PAGE_SIZE as PAGE_SIZE, eventFilterOf, eventPageOf } from '../api/first-requests.ts';
import { EventCard } from '../components/event-card.tsx';
import { EventFilters } from '../components/event-filters.tsx';
import '../catalogue.css';

/** The race calendar: upcoming races, soonest first, filtered by month, place and type (in the URL). */
export default function EventListPage() {
  const t = useRepeatedT('catalogue');
  const [params, setParams] = useSearchParams();
  const filter = eventFilterOf(params);
  const page = eventPageOf(params);
  const { data, isPending, isError, error, refetch } = useUpcomingEvents(filter, page, PAGE_SIZE);
  const filtered = Boolean(filter.month || filter.cityId || filter.typeId);

  const update = (next: EventFilter, nextPage = 1) => {
    const search = new URLSearchParams();
    if (next.month) search.set('month', next.month);
    if (next.cityId) search.set('cityId', String(next.cityId));
    if (next.typeId) search.set('typeId', String(next.typeId));
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };

  return (
    <div className="catalogue-page">
      <Typography.Title level={1}>{t('events.title')}</Typography.Title>
      <EventFilters value={filter} onChange={(next) => update(next)} />
      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <Empty description={filtered ? t('events.emptyFiltered') : t('events.empty')}>
          {filtered && <Button onClick={() => update({})}>{t('events.clearFilters')}</Button>}
        </Empty>
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('events.count', { count: data.totalCount })}</Typography.Paragraph>
          <div className="event-grid">
            {data.items.map((event, index) => (
              <EventCard key={event.id} event={event} eager={index === 0} />
            ))}
          </div>
          <Pager page={page} pageSize={PAGE_SIZE} total={data.totalCount} onChange={(next) => update(filter, next)} />
        </>
      )}
    </div>
  );
}
