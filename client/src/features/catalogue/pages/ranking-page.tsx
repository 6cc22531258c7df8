import { Empty, Segmented, Skeleton, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserAvatar } from '../../../components/ui/lazy-image.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import {
  RANKING_PAGE_SIZE,
  usePhotographerRanking,
  type RankedPhotographer,
  type RankingPeriod,
} from '../api/ranking.ts';
import { formatPrice } from '../lib/format.ts';
import '../catalogue.css';

const PERIODS: RankingPeriod[] = ['month', 'year', 'all'];

/** /VRanking: photographers by sales, then photos published, this month, this year or ever. */
export default function RankingPage() {
  const { t } = useTranslation('catalogue');
  const [period, setPeriod] = useState<RankingPeriod>('month');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = usePhotographerRanking(period, page);

  return (
    <div className="catalogue-page ranking-page">
      <Typography.Title level={1}>{t('ranking.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('ranking.intro')}</Typography.Paragraph>
      <Segmented<RankingPeriod>
        aria-label={t('ranking.period')}
        value={period}
        options={PERIODS.map((value) => ({ value, label: t(`ranking.periods.${value}`) }))}
        onChange={(next) => {
          setPeriod(next);
          setPage(1);
        }}
      />
      <div className="ranking-body">
        {isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : isError ? (
          <LoadError error={error} onRetry={() => void refetch()} />
        ) : data.items.length === 0 ? (
          <Empty description={t('ranking.empty')} />
        ) : (
          <Table<RankedPhotographer>
            rowKey="photographerId"
            dataSource={data.items}
            pagination={{
              current: page,
              pageSize: RANKING_PAGE_SIZE,
              total: data.totalCount,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: setPage,
            }}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                title: t('ranking.rank'),
                dataIndex: 'rank',
                width: 72,
                // On a phone the table scrolls sideways; the rank stays in view (its shadow shows there is more).
                fixed: 'left',
                render: (rank: number) => <span className={`rank rank-${rank}`}>{rank}</span>,
              },
              {
                title: t('ranking.photographer'),
                dataIndex: 'displayName',
                render: (name: string, row) => (
                  <Link className="photo-photographer" to={`/photographeralbum/${row.photographerId}`}>
                    <UserAvatar src={row.avatarUrl} size={32} alt="" />
                    {name}
                  </Link>
                ),
              },
              { title: t('ranking.sold'), dataIndex: 'soldCount', align: 'right' },
              {
                title: t('ranking.sales'),
                dataIndex: 'salesAmount',
                align: 'right',
                render: (amount: number) => formatPrice(amount),
              },
              { title: t('ranking.published'), dataIndex: 'publishedCount', align: 'right' },
            ]}
          />
        )}
      </div>
    </div>
  );
}
