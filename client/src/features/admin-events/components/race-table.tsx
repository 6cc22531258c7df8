import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRaces, type Race } from '../api/races.ts';
import { PagedList } from './paged-list.tsx';

export function RaceTable() {
  const { t } = useTranslation('admin-events');
  const columns: TableColumnsType<Race> = [
    { title: t('field.date'), dataIndex: 'eventDate', width: 120 },
    {
      title: t('field.title'),
      dataIndex: 'title',
      render: (title: string, race) => <Link to={`/admin/EventDetails/${race.id}`}>{title}</Link>,
    },
    { title: t('activityCount'), dataIndex: 'activityCount', width: 100 },
    {
      title: t('status'),
      key: 'status',
      width: 160,
      render: (_, race) => (
        <>
          {race.isVisible ? <Tag color="green">{t('visible')}</Tag> : <Tag>{t('hidden')}</Tag>}
          {race.isRecommended && <Tag color="gold">{t('recommended')}</Tag>}
        </>
      ),
    },
  ];
  return <PagedList<Race> useRows={useRaces} columns={columns} />;
}
