import { Button, DatePicker, Form, Input, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntry,
  type AuditLogQuery,
  useAuditLog,
} from '../../../components/admin/audit-api.ts';
import { AuditChanges } from '../../../components/admin/audit-changes.tsx';
import { ACTION_COLOURS } from '../../../components/admin/audit-history.tsx';
import { useTablePaging } from '../../../components/admin/use-table-paging.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { pagingParams } from '../../../lib/paging.ts';

interface FilterFields {
  actor?: string;
  entity?: string;
  entityId?: string;
  action?: AuditAction;
  period?: [Dayjs | null, Dayjs | null] | null;
}

type Filters = Omit<AuditLogQuery, 'SkipCount' | 'MaxResultCount'>;

/** The search's query: blank fields left out, the period as ISO times. */
function filtersOf({ actor, entity, entityId, action, period }: FilterFields): Filters {
  const [from, to] = period ?? [];
  return {
    ...(actor?.trim() && { actor: actor.trim() }),
    ...(entity?.trim() && { entity: entity.trim() }),
    ...(entityId?.trim() && { entityId: entityId.trim() }),
    ...(action && { action }),
    ...(from && { from: from.toISOString() }),
    ...(to && { to: to.toISOString() }),
  };
}

/** /admin/AuditLog: every admin change, newest first, searched by admin, data, action and time. */
export default function AuditLogPage() {
  const { t, i18n } = useTranslation('admin-audit');
  const { paging, pagination, firstPage } = useTablePaging();
  const [filters, setFilters] = useState<Filters>({});
  const [form] = Form.useForm<FilterFields>();
  const log = useAuditLog({ ...pagingParams(paging), ...filters });

  function search(fields: FilterFields) {
    setFilters(filtersOf(fields));
    firstPage();
  }

  const columns: ColumnsType<AuditEntry> = [
    {
      title: t('column.createdAt'),
      dataIndex: 'createdAt',
      width: 180,
      render: (iso: string) => new Date(iso).toLocaleString(i18n.language),
    },
    {
      title: t('column.actor'),
      key: 'actor',
      width: 200,
      render: (_, entry) => entry.actorEmail ?? `#${entry.actorId}`,
    },
    {
      title: t('column.action'),
      dataIndex: 'action',
      width: 100,
      render: (action: AuditAction) => <Tag color={ACTION_COLOURS[action]}>{t(`action.${action}`)}</Tag>,
    },
    { title: t('column.entity'), dataIndex: 'entity', width: 150 },
    { title: t('column.entityId'), dataIndex: 'entityId', width: 100 },
    { title: t('column.changes'), dataIndex: 'changes', render: (changes) => <AuditChanges changes={changes} /> },
    {
      title: t('column.requestId'),
      dataIndex: 'requestId',
      width: 160,
      render: (id: string) => <Typography.Text copyable={{ text: id }}>{id.slice(0, 8)}</Typography.Text>,
    },
  ];

  return (
    <AdminPage>
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="actor">
          <Input aria-label={t('filter.actor')} placeholder={t('filter.actor')} maxLength={254} allowClear />
        </Form.Item>
        <Form.Item name="entity">
          <Input aria-label={t('filter.entity')} placeholder={t('filter.entity')} maxLength={64} allowClear />
        </Form.Item>
        <Form.Item name="entityId">
          <Input aria-label={t('filter.entityId')} placeholder={t('filter.entityId')} maxLength={128} allowClear />
        </Form.Item>
        <Form.Item name="action">
          <Select<AuditAction>
            aria-label={t('column.action')}
            placeholder={t('action.all')}
            allowClear
            style={{ minWidth: 140 }}
            options={AUDIT_ACTIONS.map((value) => ({ value, label: t(`action.${value}`) }))}
          />
        </Form.Item>
        {/* The picker with times is wider than a phone: let it shrink with the screen. */}
        <Form.Item name="period" style={{ maxWidth: '100%' }}>
          <DatePicker.RangePicker
            showTime
            allowEmpty={[true, true]}
            aria-label={t('filter.period')}
            style={{ maxWidth: '100%' }}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('filter.search')}
          </Button>
        </Form.Item>
        <Form.Item>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            {t('filter.reset')}
          </Button>
        </Form.Item>
      </Form>
      {log.isError ? (
        <LoadError error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={log.data?.items}
          loading={log.isFetching}
          pagination={pagination(log.data?.totalCount ?? 0)}
          scroll={{ x: 1200 }}
          locale={{ emptyText: t('empty') }}
        />
      )}
    </AdminPage>
  );
}
