import { Button, Form, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { ActivitySelect, PhotographerSelect } from '../../../components/admin/search-selects.tsx';
import { useTablePaging } from '../../../components/admin/use-table-paging.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { pagingParams } from '../../../lib/paging.ts';
import { type AttendanceRecord, useAttendanceList } from '../api/attendance.ts';

interface AttendanceFilter {
  activityId?: number | null;
  photographerId?: number | null;
}

const FILTER_NAMES = ['activityId', 'photographerId'] as const;
const MAX_ID = 2_147_483_647;

function idParam(text: string | null): number | undefined {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 && value <= MAX_ID ? value : undefined;
}

/** /admin/Attendance: who signed up to shoot which activity at which camera point. */
export default function AttendancePage() {
  const { t, i18n } = useTranslation('admin-attendance');
  const { paging, pagination } = useTablePaging();
  const [search, setSearch] = useSearchParams();
  const [form] = Form.useForm<AttendanceFilter>();
  const activityId = idParam(search.get('activityId'));
  const photographerId = idParam(search.get('photographerId'));
  const records = useAttendanceList({
    ...pagingParams(paging),
    ...(activityId && { activityId }),
    ...(photographerId && { photographerId }),
  });

  // The form follows the address (a shared link, the back button).
  useEffect(() => form.setFieldsValue({ activityId, photographerId }), [form, activityId, photographerId]);

  function applyFilter(values: AttendanceFilter) {
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        for (const name of FILTER_NAMES) {
          const value = values[name];
          if (value) params.set(name, String(value));
          else params.delete(name);
        }
        // Other filters mean other rows: start again at the first page.
        params.delete('page');
        return params;
      },
      { replace: true },
    );
  }

  const columns: ColumnsType<AttendanceRecord> = [
    {
      title: t('column.activity'),
      key: 'activity',
      render: (_, record) => (
        <>
          <div>{record.sgL_Title}</div>
          <Typography.Text type="secondary">
            {record.sgL_ActivityDate} · #{record.activityId}
          </Typography.Text>
        </>
      ),
    },
    { title: t('column.cameraPoint'), dataIndex: 'cameraPoint' },
    {
      title: t('column.photographer'),
      key: 'photographer',
      render: (_, { photographer }) => (
        <>
          <Link to={`/photographeralbum/${photographer.id}`}>{photographer.displayName}</Link>
          <div>
            <Typography.Text type="secondary">{photographer.email}</Typography.Text>
          </div>
        </>
      ),
    },
    { title: t('column.note'), dataIndex: 'note', render: (note: string | null) => note ?? '—' },
    {
      title: t('column.createdAt'),
      dataIndex: 'createdAt',
      width: 180,
      render: (iso: string) => new Date(iso).toLocaleString(i18n.language),
    },
  ];

  return (
    <AdminPage>
      <Form form={form} layout="inline" onFinish={applyFilter} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="activityId" label={t('column.activity')}>
          <ActivitySelect />
        </Form.Item>
        <Form.Item name="photographerId" label={t('column.photographer')}>
          <PhotographerSelect />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('filter.apply')}
          </Button>
        </Form.Item>
        <Form.Item>
          <Button onClick={() => applyFilter({})}>{t('filter.clear')}</Button>
        </Form.Item>
      </Form>
      {records.isError ? (
        <LoadError error={records.error} onRetry={() => void records.refetch()} />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={records.data?.items}
          loading={records.isFetching}
          pagination={pagination(records.data?.totalCount ?? 0)}
          scroll={{ x: 900 }}
          locale={{ emptyText: t('empty') }}
        />
      )}
    </AdminPage>
  );
}
