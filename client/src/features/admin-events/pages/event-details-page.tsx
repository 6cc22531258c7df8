import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AuditHistory } from '../../../components/admin/audit-history.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useActivity } from '../api/activities.ts';
import { useRace } from '../api/races.ts';
import { ActivityEditor } from '../components/activity-editor.tsx';
import { RaceEditor } from '../components/race-editor.tsx';
import { RegisteredBibsPanel } from '../components/registered-bibs-panel.tsx';

/** /admin/EventDetails/:id edits a race; /admin/EventDetails/:id?kind=activity a photo activity. */
export default function EventDetailsPage() {
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  return search.get('kind') === 'activity' ? <ActivityDetails id={id} /> : <RaceDetails id={id} />;
}

function RaceDetails({ id }: { id: number }) {
  const race = useRace(id);
  return (
    <AdminPage title={race.data?.title}>
      {race.isError ? (
        <LoadError error={race.error} onRetry={() => void race.refetch()} />
      ) : race.isPending ? (
        <Skeleton active />
      ) : (
        <RaceEditor key={race.data.id} race={race.data} />
      )}
      <AuditHistory entity="Event" entityId={id} />
    </AdminPage>
  );
}

function ActivityDetails({ id }: { id: number }) {
  const { t } = useTranslation('admin-events');
  const activity = useActivity(id);
  return (
    <AdminPage title={activity.data ? `${t('activity')}：${activity.data.title}` : undefined}>
      {activity.isError ? (
        <LoadError error={activity.error} onRetry={() => void activity.refetch()} />
      ) : activity.isPending ? (
        <Skeleton active />
      ) : (
        <>
          <ActivityEditor
            key={`${activity.data.id}-${activity.data.deleting}`}
            activity={activity.data}
            onDeleted={() => void activity.refetch()}
          />
          <RegisteredBibsPanel activityId={activity.data.id} readOnly={activity.data.deleting} />
        </>
      )}
      <AuditHistory entity="Activity" entityId={id} />
    </AdminPage>
  );
}
