import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkFormFields } from '../../../components/admin/link-form-fields.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { useSaveFootLink, type FootLink, type FootLinkFields } from '../api/foot-links.ts';

/** The server's rule for a page path: one segment of lower-case letters, digits and hyphens. */
export const REQUEST_URL = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type FootLinkKind = 'column' | 'link';

/** Adds or edits a footer column, or a link with its column and page path. */
export function FootLinkModal({
  kind,
  editing,
  columns,
  defaultParentId,
  onClose,
}: {
  kind: FootLinkKind;
  /** The row to edit, 'new' to add one, null when closed. */
  editing: FootLink | 'new' | null;
  columns: FootLink[];
  defaultParentId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-footer');
  const [form] = Form.useForm<FootLinkFields>();
  const save = useSaveFootLink();
  const requestUrl = Form.useWatch('sgL_RequestUrl', form);

  useEffect(() => {
    if (editing === null) return;
    save.reset();
    form.resetFields();
    form.setFieldsValue(
      editing === 'new' ? { parentId: kind === 'link' ? defaultParentId : null, sort: 0, SGL_IsShow: true } : editing,
    );
    // Opening the dialog (a new `editing`) is what fills the form.
  }, [editing]);

  async function submit(values: FootLinkFields) {
    await save.mutateAsync({
      ...values,
      parentId: kind === 'link' ? values.parentId : null,
      titleEn: values.titleEn || null,
      sgL_RequestUrl: kind === 'link' ? values.sgL_RequestUrl : null,
      id: editing === 'new' ? undefined : editing?.id,
    });
    onClose();
  }

  const required = { required: true, message: t('common:adminForm.required') };
  const title =
    kind === 'column'
      ? editing === 'new'
        ? t('column.create')
        : t('column.edit')
      : editing === 'new'
        ? t('link.create')
        : t('link.edit');
  return (
    <Modal
      open={editing !== null}
      title={title}
      okText={t('common:adminForm.saveChanges')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <FormError error={save.error} />
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values).catch(() => {})}>
        {kind === 'link' && (
          <Form.Item name="parentId" label={t('link.column')} rules={[required]}>
            <Select options={columns.map((column) => ({ value: column.id, label: column.title }))} />
          </Form.Item>
        )}
        <LinkFormFields
          shownName="SGL_IsShow"
          link={
            kind === 'link' && (
              <Form.Item
                name="sgL_RequestUrl"
                label={t('link.requestUrl')}
                extra={t('link.requestUrlHint', { path: `/foot/${requestUrl || '…'}` })}
                rules={[required, { max: 100 }, { pattern: REQUEST_URL, message: t('link.requestUrlRule') }]}
              >
                <Input maxLength={100} placeholder="privacy-policy" />
              </Form.Item>
            )
          }
        />
      </Form>
    </Modal>
  );
}
