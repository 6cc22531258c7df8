import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { ForbiddenResult, isForbidden } from '../../../components/admin/forbidden-result.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useLastHour, type SystemStatus } from '../api/get-last-hour.ts';
import { StatusCharts } from '../components/status-charts.tsx';
import '../components/system-status.css';

/** "4 min 05 s" / "12 s": how long the oldest photo has waited. */
function useWaitText() {
  const { t } = useTranslation('admin-system-status');
  return (seconds: number) =>
    seconds >= 60
      ? t('unit.minutes', { minutes: Math.floor(seconds / 60), seconds: String(seconds % 60).padStart(2, '0') })
      : t('unit.seconds', { value: seconds });
}

function QueueNow({ queue }: { queue: SystemStatus['queue'] }) {
  const { t } = useTranslation('admin-system-status');
  const waitText = useWaitText();
  const figures = [
    { title: t('queue.waiting'), value: String(queue.waiting) },
    { title: t('queue.active'), value: String(queue.active) },
    { title: t('queue.failed'), value: String(queue.failed), alert: queue.failed > 0 },
    { title: t('queue.oldest'), value: queue.waiting > 0 ? waitText(queue.oldestWaitingSeconds) : '—' },
  ];
  return (
    <section className="status-section" aria-labelledby="status-now">
      <h2 className="status-section-title" id="status-now">
        {t('queue.title')}
      </h2>
      <div className="status-figures">
        {figures.map((figure) => (
          <Card key={figure.title} size="small">
            <Statistic
              title={figure.title}
              value={figure.value}
              styles={figure.alert ? { content: { color: '#cf1322' } } : undefined}
            />
          </Card>
        ))}
      </div>
    </section>
  );
}

/**
 * `/admin/SystemStatus` (decision 070): on race day, whether photos keep up. The photo queue now,
 * and over the last hour its depth, the upload → published delay and the error rate; refreshed
 * every minute, as the servers sample.
 */
export default function SystemStatusPage() {
  const { t } = useTranslation('admin-system-status');
  const status = useLastHour();

  let content;
  if (status.isPending) content = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (isForbidden(status.error)) content = <ForbiddenResult reason={status.error.message} />;
  else if (status.isError) content = <LoadError error={status.error} onRetry={() => void status.refetch()} />;
  else
    content = (
      <>
        <QueueNow queue={status.data.queue} />
        <section className="status-section" aria-labelledby="status-hour">
          <h2 className="status-section-title" id="status-hour">
            {t('lastHour')}
          </h2>
          <StatusCharts minutes={status.data.minutes} />
        </section>
      </>
    );

  return (
    <AdminPage
      extra={
        <Button icon={<ReloadOutlined />} loading={status.isFetching} onClick={() => void status.refetch()}>
          {t('refresh')}
        </Button>
      }
    >
      {content}
    </AdminPage>
  );
}
