import { Button, Descriptions, Drawer, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { useTablePaging } from '../../../components/admin/use-table-paging.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { pagingParams } from '../../../lib/paging.ts';
import { type AdminInquiry, type InquiryStatus, useInquiryList, useUpdateInquiry } from '../api/inquiries.ts';

const STATUSES: InquiryStatus[] = ['pending', 'replied', 'closed'];
const STATUS_COLOURS: Record<InquiryStatus, string> = { pending: 'orange', replied: 'green', closed: 'default' };
const REPLY_MAX = 2000;

/** /admin/Inquiryform: the contact form's messages by status, read and answered in a drawer. */
export default function InquiryListPage() {
  const { t, i18n } = useTranslation('admin-inquiries');
  const { paging, pagination, setFilters } = useTablePaging();
  const [search] = useSearchParams();
  const statusParam = search.get('status') as InquiryStatus | null;
  const status = statusParam && STATUSES.includes(statusParam) ? statusParam : undefined;
  const inquiries = useInquiryList({ ...pagingParams(paging), ...(status && { status }) });
  const [openId, setOpenId] = useState<number>();
  const open = inquiries.data?.items.find((inquiry) => inquiry.id === openId);
  const dateTime = (iso: string) => new Date(iso).toLocaleString(i18n.language);

  function filter(value: InquiryStatus | undefined) {
    setFilters({ status: value });
  }

  const statusTag = (value: InquiryStatus) => <Tag color={STATUS_COLOURS[value]}>{t(`status.${value}`)}</Tag>;

  const columns: ColumnsType<AdminInquiry> = [
    { title: t('column.createdAt'), dataIndex: 'createdAt', render: dateTime, width: 180 },
    { title: t('column.name'), dataIndex: 'name' },
    { title: t('column.email'), dataIndex: 'email' },
    { title: t('column.subject'), dataIndex: 'subject' },
    { title: t('column.status'), dataIndex: 'status', render: statusTag },
    {
      title: t('column.actions'),
      key: 'actions',
      render: (_, inquiry) => (
        <Button type="link" size="small" onClick={() => setOpenId(inquiry.id)}>
          {inquiry.status === 'pending' ? t('reply') : t('view')}
        </Button>
      ),
    },
  ];

  return (
    <AdminPage>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<InquiryStatus | 'all'>
          aria-label={t('column.status')}
          style={{ minWidth: 160 }}
          value={status ?? 'all'}
          onChange={(value) => filter(value === 'all' ? undefined : value)}
          options={[
            { value: 'all', label: t('status.all') },
            ...STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
          ]}
        />
      </Space>
      {inquiries.isError ? (
        <LoadError error={inquiries.error} onRetry={() => void inquiries.refetch()} />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={inquiries.data?.items}
          loading={inquiries.isFetching}
          pagination={pagination(inquiries.data?.totalCount ?? 0)}
          scroll={{ x: 900 }}
          locale={{ emptyText: t('empty') }}
        />
      )}
      <Drawer
        open={open !== undefined}
        title={open?.subject}
        size="min(560px, 100vw)"
        onClose={() => setOpenId(undefined)}
        destroyOnHidden
      >
        {open && <InquiryDetail inquiry={open} dateTime={dateTime} statusTag={statusTag} />}
      </Drawer>
    </AdminPage>
  );
}

function InquiryDetail({
  inquiry,
  dateTime,
  statusTag,
}: {
  inquiry: AdminInquiry;
  dateTime: (iso: string) => string;
  statusTag: (status: InquiryStatus) => ReactNode;
}) {
  const { t } = useTranslation('admin-inquiries');
  const update = useUpdateInquiry();
  const [form] = Form.useForm<{ reply: string }>();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('column.name')}>{inquiry.name}</Descriptions.Item>
        <Descriptions.Item label={t('column.email')}>{inquiry.email}</Descriptions.Item>
        {inquiry.phone && <Descriptions.Item label={t('phone')}>{inquiry.phone}</Descriptions.Item>}
        <Descriptions.Item label={t('column.createdAt')}>{dateTime(inquiry.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('column.status')}>{statusTag(inquiry.status)}</Descriptions.Item>
      </Descriptions>
      <div>
        <Typography.Title level={5}>{t('message')}</Typography.Title>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{inquiry.message}</Typography.Paragraph>
      </div>
      {inquiry.reply && (
        <div>
          <Typography.Title level={5}>{t('replyTitle')}</Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{inquiry.reply}</Typography.Paragraph>
          {inquiry.repliedAt && (
            <Typography.Text type="secondary">{t('repliedAt', { time: dateTime(inquiry.repliedAt) })}</Typography.Text>
          )}
        </div>
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={({ reply }) =>
          update.mutate({ id: inquiry.id, reply: reply.trim() }, { onSuccess: () => form.resetFields() })
        }
      >
        <Form.Item
          name="reply"
          label={inquiry.reply ? t('replyAgain') : t('replyLabel')}
          extra={t('replyHelp', { email: inquiry.email })}
          rules={[{ required: true, whitespace: true, message: t('replyRequired') }]}
        >
          <Input.TextArea rows={6} maxLength={REPLY_MAX} showCount />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('send')}
          </Button>
          {inquiry.status !== 'closed' && (
            <Button onClick={() => update.mutate({ id: inquiry.id, status: 'closed' })}>{t('close')}</Button>
          )}
        </Space>
      </Form>
    </Space>
  );
}
