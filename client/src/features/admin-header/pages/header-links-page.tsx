import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Space, Switch, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { siteLinkRule } from '../../../components/admin/site-link-rule.ts';
import { BilingualFields } from '../../../components/admin/bilingual-fields.tsx';
import { MoveButtons, movedSortOrder } from '../../../components/admin/sort-order.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import {
  useDeleteHeaderLink,
  useHeaderLinks,
  useReorderHeaderLinks,
  useSaveHeaderLink,
  type HeaderLink,
  type HeaderLinkFields,
} from '../api/header-links.ts';

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
    {
      title: t('common:adminForm.sort'),
      key: 'sort',
      width: 90,
      render: (_, _link, index) => (
        <MoveButtons
          index={index}
          count={rows.length}
          disabled={reorder.isPending}
          onMove={(from, to) => reorder.mutate(movedSortOrder(rows, from, to))}
        />
      ),
    },
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
    {
      title: t('common:adminForm.actions'),
      key: 'actions',
      width: 140,
      render: (_, link) => (
        <Space>
          <Button size="small" onClick={() => open(link)}>
            {t('common:adminForm.edit')}
          </Button>
          <Popconfirm title={t('common:adminForm.deleteConfirm')} onConfirm={() => remove.mutateAsync(link.id)}>
            <Button size="small" danger>
              {t('common:adminForm.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
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
        <Table
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={links.isPending}
          pagination={false}
          scroll={{ x: 720 }}
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
          <BilingualFields
            zh={
              <Form.Item name="title" label={t('common:adminForm.titleZh')} rules={[required, { max: 100 }]}>
                <Input maxLength={100} />
              </Form.Item>
            }
            en={
              <Form.Item name="titleEn" label={t('common:adminForm.titleEn')} rules={[{ max: 100 }]}>
                <Input maxLength={100} />
              </Form.Item>
            }
          />
          <Form.Item name="url" label={t('url')} extra={t('urlHint')} rules={[required, siteLinkRule(t), { max: 500 }]}>
            <Input maxLength={500} placeholder="/eventlist" />
          </Form.Item>
          <Form.Item name="sort" label={t('common:adminForm.sort')} rules={[required]}>
            <InputNumber min={0} max={99999} precision={0} />
          </Form.Item>
          <Form.Item name="isShow" label={t('common:adminForm.shown')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </AdminPage>
  );
}
