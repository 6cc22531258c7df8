import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useActivities, type PhotoActivity } from '../api/activities.ts';
import { PagedList } from './paged-list.tsx';

export function ActivityTable() {
  const { t } = useTranslation('admin-events');
  const columns: TableColumnsType<PhotoActivity> = [
    { title: t('field.date'), dataIndex: 'activityDate', width: 120 },
    {
      title: t('field.title'),
      dataIndex: 'title',
      render: (title: string, activity) => <Link to={`/admin/EventDetails/${activity.id}?kind=activity`}>{title}</Link>,
    },
    { title: t('photoCount'), dataIndex: 'photoCount', width: 100 },
    {
      title: t('status'),
      key: 'status',
      width: 200,
      render: (_, activity) =>
        activity.deleting ? (
          <Tag color="red">{t('deleting')}</Tag>
        ) : (
          <>
            {activity.isVisible ? <Tag color="green">{t('visible')}</Tag> : <Tag>{t('hidden')}</Tag>}
            {!activity.faceSearchEnabled && <Tag>{t('faceSearchOff')}</Tag>}
          </>
        ),
    },
  ];
  return <PagedList<PhotoActivity> useRows={useActivities} columns={columns} />;
}
