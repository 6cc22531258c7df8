import { Button, Form, Select, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AuditHistory } from '../../../components/admin/audit-history.tsx';
import { RichTextEditor } from '../../../components/admin/rich-text-editor.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { useFootLinks } from '../api/foot-links.ts';
import { useFootPage, useSaveFootPage, type FootPageFields } from '../api/foot-pages.ts';
import '../components/admin-footer.css';

/** /admin/Foot/Page/Edit/:id?: a footer link's page in Chinese and English, with a preview. */
export default function FooterPageEditPage() {
  const { t } = useTranslation('admin-footer');
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const [search] = useSearchParams();
  const id = idParam === undefined ? undefined : Number(idParam);
  const page = useFootPage(id);
  const links = useFootLinks({ level: 'child' });
  const save = useSaveFootPage();
  const [form] = Form.useForm<FootPageFields>();
  const content = Form.useWatch('content', form) ?? '';
  const contentEn = Form.useWatch('contentEn', form) ?? '';

  if (id !== undefined && page.isError) return <LoadError error={page.error} onRetry={() => void page.refetch()} />;
  if (id !== undefined && page.isPending) return <Spin />;

  const preselected = Number(search.get('footLinkId')) || undefined;
  const initialValues: Partial<FootPageFields> = page.data
    ? { footLinkId: page.data.footLinkId, content: page.data.content, contentEn: page.data.contentEn ?? '' }
    : { footLinkId: preselected, content: '', contentEn: '' };
  // A link has one page: a new page is for a link that has none yet.
  const choices = (links.data?.items ?? []).filter((link) => link.contentId === null || link.contentId === id);

  async function submit(values: FootPageFields) {
    await save.mutateAsync({ ...values, contentEn: values.contentEn || null, id });
    navigate('/admin/Footer/Page');
  }

  const required = { required: true, message: t('common:adminForm.required') };
  return (
    <AdminPage title={id === undefined ? t('page.create') : undefined}>
      <FormError error={save.error} />
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void submit(values).catch(() => {})}
      >
        <Form.Item name="footLinkId" label={t('page.link')} rules={[required]}>
          <Select
            loading={links.isPending}
            options={choices.map((link) => ({ value: link.id, label: `${link.parentTitle ?? ''} / ${link.title}` }))}
          />
        </Form.Item>
        <Tabs
          items={[
            {
              key: 'zh',
              label: t('common:adminForm.inChinese'),
              forceRender: true,
              children: (
                <Form.Item name="content" label={t('page.content')} rules={[required]}>
                  <RichTextEditor />
                </Form.Item>
              ),
            },
            {
              key: 'en',
              label: t('common:adminForm.inEnglish'),
              forceRender: true,
              children: (
                <Form.Item name="contentEn" label={t('page.contentEn')} extra={t('page.contentEnHint')}>
                  <RichTextEditor />
                </Form.Item>
              ),
            },
            {
              key: 'preview',
              label: t('page.preview'),
              children: (
                <>
                  <RichText html={content} className="admin-footer-preview" />
                  {contentEn && <RichText html={contentEn} className="admin-footer-preview" />}
                </>
              ),
            },
          ]}
        />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common:adminForm.saveChanges')}
        </Button>
      </Form>
      <AuditHistory entity="FootContent" entityId={id} />
    </AdminPage>
  );
}
