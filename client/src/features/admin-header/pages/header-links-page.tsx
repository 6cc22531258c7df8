import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Switch, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { siteLinkRule } from '../../../components/admin/site-link-rule.ts';
import { LinkFormFields } from '../../../components/admin/link-form-fields.tsx';
import { useRowActionsColumn } from '../../../components/admin/row-actions.tsx';
import { useSortColumn } from '../../../components/admin/sort-order.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import {
  useDeleteHeaderLink,
  useHeaderLinks,
  useReorderHeaderLinks,
  useSaveHeaderLink,
  type HeaderLink,
  type HeaderLinkFields,
} from '../api/header-links.ts';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

/** /admin/Header: the top navigation's links, edited in a dialog, shown or hidden in place. */
export default function HeaderLinksPage() {
  const { t } = useTranslation('admin-header');
  const links = useHeaderLinks();
  const save = useSaveHeaderLink();
  const remove = useDeleteHeaderLink();
  const reorder = useReorderHeaderLinks();
  const [editing, setEditing] = useState<HeaderLink | 'new' | null>(null);
  const [form] = Form.useForm<HeaderLinkFields>();
  const rows = links.data?.items ?? [];

  function open(link: HeaderLink | 'new') {
    setEditing(link);
    form.setFieldsValue(link === 'new' ? { title: '', titleEn: '', url: '', sort: 0, isShow: true } : link);
  }

  async function submit(values: HeaderLinkFields) {
    await save.mutateAsync({
      ...values,
      titleEn: values.titleEn || null,
      id: editing === 'new' ? undefined : editing?.id,
    });
    setEditing(null);
  }

  const columns: TableColumnsType<HeaderLink> = [
    useSortColumn(rows, reorder),
    { title: t('common:adminForm.titleZh'), dataIndex: 'title' },
    { title: t('common:adminForm.titleEn'), dataIndex: 'titleEn' },
    { title: t('url'), dataIndex: 'url' },
    {
      title: t('common:adminForm.shown'),
      dataIndex: 'isShow',
      width: 80,
      render: (isShow: boolean, link) => (
        <Switch
          checked={isShow}
          aria-label={t('shownSwitch', { title: link.title })}
          onChange={(checked) => save.mutate({ ...link, isShow: checked })}
        />
      ),
    },
    useRowActionsColumn((link) => ({ edit: () => open(link), onDelete: () => remove.mutateAsync(link.id) })),
  ];

  const required = { required: true, message: t('common:adminForm.required') };
  return (
    <AdminPage
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {t('create')}
        </Button>
      }
    >
      {links.isError ? (
        <LoadError error={links.error} onRetry={() => void links.refetch()} />
      ) : (
        <ResponsiveTable
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={links.isPending}
          pagination={false}
          locale={{ emptyText: t('empty') }}
        />
      )}
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('create') : t('editTitle')}
        okText={t('common:adminForm.saveChanges')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(values) => submit(values)}>
          <LinkFormFields
            shownName="isShow"
            link={
              <Form.Item
                name="url"
                label={t('url')}
                extra={t('urlHint')}
                rules={[required, siteLinkRule(t), { max: 500 }]}
              >
                <Input maxLength={500} placeholder="/eventlist" />
              </Form.Item>
            }
          />
        </Form>
      </Modal>
    </AdminPage>
  );
}
