import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useMyFollows, useRemoveFollow } from '../api/follows.ts';
import { PushDeviceSwitch } from '../components/push-device-switch.tsx';
import { followedLink, followedName } from '../lib/followed.ts';
import '../follows.css';

const PAGE_SIZE = 20;

/** /myfollow: 我的追蹤, the bibs and selfies the member follows, each removable, and this device's push notices. */
export default function MyFollowsPage() {
  const { t } = useTranslation('follows');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = useMyFollows(page, PAGE_SIZE);
  const remove = useRemoveFollow();

  return (
    <div className="my-follows-page">
      <Typography.Title level={1}>{t('mine.title')}</Typography.Title>
      <PushDeviceSwitch />
      {isPending ? (
        <Skeleton active />
      ) : isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : data.totalCount === 0 ? (
        <Empty description={t('mine.empty')} />
      ) : (
        <>
          <ul className="my-follows">
            {data.items.map((follow) => (
              <li key={follow.id}>
                <div>
                  <Link to={followedLink(follow)}>{followedName(t, follow)}</Link>
                  <Typography.Text type="secondary">
                    {t('mine.until', { date: dayjs(follow.expiresAt).format('YYYY-MM-DD') })}
                  </Typography.Text>
                </div>
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  loading={remove.isPending && remove.variables === follow.id}
                  onClick={() => remove.mutate(follow.id)}
                >
                  {t('mine.remove')}
                </Button>
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={PAGE_SIZE} total={data.totalCount} onChange={setPage} />
        </>
      )}
    </div>
  );
}
