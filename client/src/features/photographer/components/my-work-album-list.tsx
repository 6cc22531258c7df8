import { CloudUploadOutlined } from '@ant-design/icons';
import { Empty, Input, Pagination, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { pagingParams } from '../../../lib/paging.ts';
import { useMyAlbums, type MyAlbum } from '../api/my-work-albums.ts';
import { MyWorkAlbumCard } from './my-work-album-card.tsx';

const ALBUMS_PER_PAGE = 24;

/** Consecutive albums of one activity (the list comes newest activity first). */
function byActivity(albums: MyAlbum[]) {
  const groups: { activityId: number; title: string; date: string; albums: MyAlbum[] }[] = [];
  for (const album of albums) {
    const last = groups.at(-1);
    if (last?.activityId === album.activityId) last.albums.push(album);
    else
      groups.push({
        activityId: album.activityId,
        title: album.activityTitle,
        date: album.activityDate,
        albums: [album],
      });
  }
  return groups;
}

/** The photographer's albums grouped by activity, filterable by activity and name, a page at a time. */
export function MyWorkAlbumList() {
  const { t } = useTranslation('photographer');
  const [activityId, setActivityId] = useState<number>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const albums = useMyAlbums({
    activityId,
    keyword: keyword || undefined,
    ...pagingParams({ page, pageSize: ALBUMS_PER_PAGE }),
  });

  if (albums.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (albums.isError) return <LoadError error={albums.error} onRetry={() => void albums.refetch()} />;

  const { items, totalCount, activities } = albums.data;
  const filtered = activityId !== undefined || keyword !== '';
  if (totalCount === 0 && !filtered) {
    return (
      <Empty description={t('myWork.empty')}>
        <p>{t('myWork.emptyHint')}</p>
        <ButtonLink type="primary" icon={<CloudUploadOutlined />} to="/uploadPhoto">
          {t('myWork.uploadFirst')}
        </ButtonLink>
      </Empty>
    );
  }
  return (
    <>
      <div className="my-work-filters">
        <Select
          allowClear
          className="my-work-filter"
          placeholder={t('myWork.allActivities')}
          aria-label={t('myWork.allActivities')}
          value={activityId}
          onChange={(value?: number) => {
            setActivityId(value);
            setPage(1);
          }}
          options={activities.map((a) => ({ value: a.id, label: `${a.activityDate} ${a.title}` }))}
        />
        <Input.Search
          allowClear
          className="my-work-filter"
          placeholder={t('myWork.searchName')}
          aria-label={t('myWork.searchName')}
          maxLength={100}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
      </div>
      {items.length === 0 && <Empty description={t('myWork.noMatch')} />}
      {byActivity(items).map((group) => (
        <section key={group.activityId} className="my-work-activity">
          <Typography.Title level={2} className="my-work-activity-title">
            {group.title} <span className="my-work-activity-date">{group.date}</span>
          </Typography.Title>
          <div className="my-work-albums">
            {group.albums.map((album) => (
              <MyWorkAlbumCard key={album.coId} album={album} />
            ))}
          </div>
        </section>
      ))}
      <Pagination
        className="my-work-pagination"
        current={page}
        pageSize={ALBUMS_PER_PAGE}
        total={totalCount}
        hideOnSinglePage
        showSizeChanger={false}
        showTotal={(count) => t('myWork.albums', { count })}
        onChange={setPage}
      />
    </>
  );
}
