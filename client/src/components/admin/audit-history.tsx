import { Collapse, Empty, Pagination, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { LoadError } from '../ui/load-error.tsx';
import { AUDIT_PERMISSION, type AuditAction, useEntityHistory } from './audit-api.ts';
import { AuditChanges } from './audit-changes.tsx';
import './audit-history.css';

const PAGE_SIZE = 10;
export const ACTION_COLOURS: Record<AuditAction, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  refused: 'orange',
  reveal: 'purple',
};

/**
 * Who changed this entity and what, newest first: a folded panel for entity pages, read when
 * opened. Shown only to admins who may read the audit trail.
 */
export function AuditHistory({ entity, entityId }: { entity: string; entityId: number | string | undefined }) {
  const { t, i18n } = useTranslation('admin-audit');
  const allowed = useSession()?.user.permissions?.includes(AUDIT_PERMISSION) ?? false;
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const history = useEntityHistory(
    { entity, entityId: String(entityId), SkipCount: (page - 1) * PAGE_SIZE, MaxResultCount: PAGE_SIZE },
    open && allowed && entityId !== undefined,
  );
  if (!allowed || entityId === undefined) return null;

  const total = history.data?.totalCount ?? 0;
  const entries = history.data?.items ?? [];
  const body = history.isError ? (
    <LoadError error={history.error} onRetry={() => void history.refetch()} />
  ) : history.isPending ? (
    <Skeleton active paragraph={{ rows: 3 }} />
  ) : entries.length === 0 ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('historyEmpty')} />
  ) : (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ol className="audit-history-entries">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Space wrap size={8}>
              <Tag color={ACTION_COLOURS[entry.action as AuditAction]}>{t(`action.${entry.action}`)}</Tag>
              <Typography.Text strong>{entry.actorName ?? entry.actorEmail ?? `#${entry.actorId}`}</Typography.Text>
              <Typography.Text type="secondary">
                {new Date(entry.createdAt).toLocaleString(i18n.language)}
              </Typography.Text>
            </Space>
            <AuditChanges changes={entry.changes} />
          </li>
        ))}
      </ol>
      {total > PAGE_SIZE && (
        <Pagination size="small" current={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} />
      )}
    </Space>
  );

  return (
    <Collapse
      className="audit-history"
      onChange={(keys) => setOpen(keys.length > 0)}
      items={[{ key: 'history', label: t('historyTitle'), children: body }]}
    />
  );
}
