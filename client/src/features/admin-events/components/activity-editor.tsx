import { Alert, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { saveActivity, type PhotoActivity } from '../api/activities.ts';
import { usePriceChoices } from '../api/choices.ts';
import { useRaceChange } from '../api/races.ts';
import { ActivityForm } from './activity-form.tsx';
import { CoverUpload } from './cover-upload.tsx';
import { DeleteActivityButton } from './delete-activity-button.tsx';
import { ReindexFacesButton } from './reindex-faces-button.tsx';

/** Creates a photo activity (then opens it) or edits one; one being deleted is shown read-only. */
export function ActivityEditor({ activity, onDeleted }: { activity?: PhotoActivity; onDeleted?: () => void }) {
  const { t } = useTranslation('admin-events');
  const navigate = useNavigate();
  const prices = usePriceChoices();
  const save = useRaceChange(saveActivity);
  if (prices.isError) return <LoadError error={prices.error} onRetry={() => void prices.refetch()} />;
  if (prices.isPending) return <Skeleton active />;
  const deleting = activity?.deleting ?? false;
  return (
    <>
      {deleting && <Alert type="warning" showIcon title={t('beingDeleted')} style={{ marginBottom: 16 }} />}
      {activity && <CoverUpload owner="activity" id={activity.id} coverUrl={activity.coverUrl} disabled={deleting} />}
      <ActivityForm
        activity={activity}
        prices={prices.data}
        disabled={deleting}
        saving={save.isPending}
        error={save.error}
        onSave={(input) =>
          save.mutate(
            { ...input, id: activity?.id },
            {
              onSuccess: (saved) =>
                !activity && navigate(`/admin/EventDetails/${saved.id}?kind=activity`, { replace: true }),
            },
          )
        }
      />
      {activity && !deleting && (
        <Space wrap style={{ marginTop: 24 }}>
          {activity.faceSearchEnabled && <ReindexFacesButton id={activity.id} title={activity.title} />}
          <DeleteActivityButton id={activity.id} title={activity.title} onDeleted={() => onDeleted?.()} />
        </Space>
      )}
    </>
  );
}
