import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { DropZone } from './drop-zone.tsx';
import { ProcessingStatus } from './processing-status.tsx';
import { QueueProgress } from './queue-progress.tsx';
import { QueueTable } from './queue-table.tsx';
import { useUploadQueue } from './use-upload-queue.ts';
import './upload.css';

/** Steps 2 and 3 of an upload into one album: the drop zone, the queue, then processing. */
export function UploadPanel({ coId }: { coId: number }) {
  const { t } = useTranslation('photographer-upload');
  const { queue, stats, rows } = useUploadQueue(coId);
  const leaving = useBlocker(stats.busy);
  const sent = stats.counts.accepted > 0;

  return (
    <div className="upload-panel">
      <DropZone onFiles={(files) => queue.add(files)} />
      {stats.unchecked > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('queue.unchecked', { count: stats.unchecked })}
          description={t('queue.uncheckedDetail', { reason: stats.uncheckedReason })}
        />
      )}
      {stats.total > 0 && (
        <>
          <QueueProgress queue={queue} stats={stats} />
          <QueueTable rows={rows} />
        </>
      )}
      {sent && !stats.busy && <ProcessingStatus coId={coId} />}
      <Modal
        open={leaving.state === 'blocked'}
        onOk={() => leaving.proceed?.()}
        onCancel={() => leaving.reset?.()}
        okButtonProps={{ danger: true }}
      >
        {t('queue.leaveWarning')}
      </Modal>
    </div>
  );
}
