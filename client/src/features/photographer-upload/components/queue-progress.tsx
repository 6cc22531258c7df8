import { PauseOutlined, CaretRightOutlined, RedoOutlined } from '@ant-design/icons';
import { Button, Progress, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QueueStats, UploadQueue } from '../engine/upload-queue.ts';
import { duration, megabytes } from './format.ts';

/** The whole queue at a glance: files done, bytes as a bar, rate and time left; pause and retry. */
export function QueueProgress({ queue, stats }: { queue: UploadQueue; stats: QueueStats }) {
  const { t } = useTranslation('photographer-upload');
  const { counts } = stats;
  const done = stats.total - counts.waiting - counts.uploading - counts.failed;
  const percent = stats.totalBytes === 0 ? 0 : Math.floor((stats.doneBytes * 100) / stats.totalBytes);
  const facts = [
    t('queue.summary', { done, total: stats.total }),
    stats.busy && t('queue.rate', { rate: megabytes(stats.bytesPerSecond) }),
    stats.busy && stats.secondsLeft !== undefined && t('queue.timeLeft', { time: duration(t, stats.secondsLeft) }),
    stats.preparing > 0 && t('queue.preparing', { count: stats.preparing }),
  ].filter(Boolean);

  return (
    <div className="upload-progress" aria-live="polite">
      <Progress percent={percent} status={counts.failed > 0 ? 'exception' : stats.busy ? 'active' : 'normal'} />
      <div className="upload-progress-line">
        <span>{facts.join(' · ')}</span>
        <Space wrap>
          {stats.paused ? (
            <Button icon={<CaretRightOutlined />} onClick={() => queue.resume()}>
              {t('queue.resume')}
            </Button>
          ) : (
            <Button icon={<PauseOutlined />} disabled={!stats.busy} onClick={() => queue.pause()}>
              {t('queue.pause')}
            </Button>
          )}
          {counts.failed > 0 && (
            <Button danger icon={<RedoOutlined />} onClick={() => queue.retryFailed()}>
              {t('queue.retryFailed', { count: counts.failed })}
            </Button>
          )}
        </Space>
      </div>
    </div>
  );
}
