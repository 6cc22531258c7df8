import { ReloadOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { ForbiddenResult, isForbidden } from '../../../components/admin/forbidden-result.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useSummary, type DashboardSummary } from '../api/get-summary.ts';
import { DailyCharts } from '../components/daily-charts.tsx';
import { FigureCard } from '../components/figure-card.tsx';
import '../components/dashboard.css';

const ORDERS = '/admin/OrderList';
const PHOTO_PROCESSING = '/admin/AdminImgDeal';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="dashboard-section">
      <h2 className="dashboard-section-title">{title}</h2>
      {children}
    </section>
  );
}

function Figures({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('admin-dashboard');
  const period = (figures: DashboardSummary['today']) => (
    <div className="dashboard-figures">
      <FigureCard title={t('paidOrders')} value={figures.paidOrders} to={ORDERS} />
      <FigureCard title={t('revenue')} value={figures.revenue} prefix="NT$" to={ORDERS} />
      <FigureCard title={t('photosUploaded')} value={figures.photosUploaded} to="/admin/AdminalbumList" />
    </div>
  );
  const { photos, processingQueue: queue } = summary;
  const waiting = [summary.pendingApplications, summary.pendingInquiries, photos, queue];
  return (
    <>
      <Section title={t('today')}>{period(summary.today)}</Section>
      <Section title={t('last30Days')}>{period(summary.last30Days)}</Section>
      {waiting.some((figure) => figure !== null) && (
        <Section title={t('waiting')}>
          <div className="dashboard-figures">
            <FigureCard
              title={t('pendingApplications')}
              value={summary.pendingApplications}
              to="/admin/Application?status=pending"
            />
            <FigureCard title={t('pendingInquiries')} value={summary.pendingInquiries} to="/admin/Inquiryform" />
            {photos && (
              <>
                <FigureCard title={t('processingPhotos')} value={photos.processing} to={PHOTO_PROCESSING} />
                <FigureCard title={t('failedPhotos')} value={photos.failed} to={PHOTO_PROCESSING} alert />
              </>
            )}
            {queue && (
              <>
                <FigureCard title={t('queueWaiting')} value={queue.waiting} to={PHOTO_PROCESSING} />
                <FigureCard title={t('queueActive')} value={queue.active} to={PHOTO_PROCESSING} />
                <FigureCard title={t('queueFailed')} value={queue.failed} to={PHOTO_PROCESSING} alert />
              </>
            )}
          </div>
        </Section>
      )}
      <Section title={t('last30DaysTrend')}>
        <DailyCharts days={summary.days} />
      </Section>
    </>
  );
}

/** `/admin/index`: today's and the month's sales and uploads, and the work waiting, each a link to its page. */
export default function DashboardPage() {
  const { t } = useTranslation('admin-dashboard');
  const summary = useSummary();

  let content;
  if (summary.isPending) content = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (isForbidden(summary.error)) content = <ForbiddenResult reason={summary.error.message} />;
  else if (summary.isError) content = <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  else content = <Figures summary={summary.data} />;

  return (
    <AdminPage
      extra={
        <Button icon={<ReloadOutlined />} loading={summary.isFetching} onClick={() => void summary.refetch()}>
          {t('refresh')}
        </Button>
      }
    >
      {content}
    </AdminPage>
  );
}
