import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import type { ItemState } from '../engine/upload-queue.ts';
import { PHOTO_MIN_SHORT_SIDE } from '../../../lib/upload-limits.ts';
import { megabytes } from './format.ts';
import type { QueueRow } from './use-upload-queue.ts';

const STATE_COLOURS: Record<ItemState, string> = {
  waiting: 'default',
  uploading: 'processing',
  accepted: 'success',
  duplicate: 'warning',
  skipped: 'cyan',
  refused: 'error',
  failed: 'error',
};

/** Tall enough for a dozen rows; only the visible ones are drawn, so 5 000 files stay smooth. */
const LIST_HEIGHT = 420;

/**
 * Every file of the queue with its state and, when refused or failed, the reason. On a phone each
 * row is one cell, the state under the name, so nothing needs scrolling sideways.
 */
export function QueueTable({ rows }: { rows: QueueRow[] }) {
  const { t } = useTranslation('photographer-upload');
  const isMobile = useIsMobile();
  const reasonOf = (row: QueueRow) =>
    row.reason || (row.code ? t(`refused.${row.code}`, { minimum: PHOTO_MIN_SHORT_SIDE }) : undefined);
  const sizeOf = (row: QueueRow) => `${megabytes(row.size)} MB`;
  const stateOf = (row: QueueRow) => (
    <>
      <Tag color={STATE_COLOURS[row.state]}>
        {t(`state.${row.state}`, { percent: row.size ? Math.floor((row.loaded * 100) / row.size) : 0 })}
      </Tag>
      {reasonOf(row) && <Typography.Text type="danger">{reasonOf(row)}</Typography.Text>}
    </>
  );

  const columns: ColumnsType<QueueRow> = isMobile
    ? [
        {
          title: t('queue.file'),
          key: 'file',
          render: (_, row) => (
            <div className="upload-queue-compact">
              <div className="upload-queue-compact-name">
                <Typography.Text ellipsis>{row.name}</Typography.Text>
                <Typography.Text type="secondary">{sizeOf(row)}</Typography.Text>
              </div>
              <div>{stateOf(row)}</div>
            </div>
          ),
        },
      ]
    : [
        { title: t('queue.file'), dataIndex: 'name', width: 320, ellipsis: true },
        { title: t('queue.size'), key: 'size', width: 90, align: 'right', render: (_, row) => sizeOf(row) },
        { title: t('queue.state'), key: 'state', width: 330, render: (_, row) => stateOf(row) },
      ];

  return (
    <Table<QueueRow>
      className="upload-queue-table"
      virtual
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: isMobile ? undefined : 740, y: LIST_HEIGHT }}
    />
  );
}
