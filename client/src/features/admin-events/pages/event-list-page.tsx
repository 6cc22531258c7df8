import { PlusOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { ActivityTable } from '../components/activity-table.tsx';
import { RaceTable } from '../components/race-table.tsx';

/** /admin/EventList: the race calendar and the photo activities, one tab each (`?tab=activities`). */
export default function EventListPage() {
  const { t } = useTranslation('admin-events');
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'activities' ? 'activities' : 'races';
  const newLink = tab === 'activities' ? '/admin/NewEventDetails?kind=activity' : '/admin/NewEventDetails';
  return (
    <AdminPage
      extra={
        <ButtonLink to={newLink} type="primary" icon={<PlusOutlined />}>
          {tab === 'activities' ? t('newActivity') : t('newRace')}
        </ButtonLink>
      }
    >
      <Tabs
        activeKey={tab}
        // A tab starts at its first page, without the other tab's paging.
        onChange={(key) => setSearch(key === 'activities' ? { tab: key } : {}, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'races', label: t('races'), children: <RaceTable /> },
          { key: 'activities', label: t('activities'), children: <ActivityTable /> },
        ]}
      />
    </AdminPage>
  );
}
