import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { ActivityEditor } from '../components/activity-editor.tsx';
import { RaceEditor } from '../components/race-editor.tsx';

/** /admin/NewEventDetails: a new race, or with `?kind=activity` a new photo activity. */
export default function NewEventDetailsPage() {
  const { t } = useTranslation('admin-events');
  const [search, setSearch] = useSearchParams();
  const kind = search.get('kind') === 'activity' ? 'activity' : 'race';
  return (
    <AdminPage>
      <Segmented
        style={{ marginBottom: 16 }}
        value={kind}
        onChange={(value) => setSearch(value === 'activity' ? { kind: value } : {}, { replace: true })}
        options={[
          { value: 'race', label: t('newRace') },
          { value: 'activity', label: t('newActivity') },
        ]}
      />
      <p>{t('coverAfterSave')}</p>
      {kind === 'activity' ? <ActivityEditor /> : <RaceEditor />}
    </AdminPage>
  );
}
