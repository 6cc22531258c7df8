import { Alert, Button, Form, Input, InputNumber, Spin, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AuditHistory } from '../../../components/admin/audit-history.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { type AlbumSettingsChange, useAlbumSettings, useUpdateAlbumSettings } from '../api/album-settings.ts';
import { PriceListEditor } from '../components/price-list-editor.tsx';
import '../components/admin-albums.css';

/** /admin/AlbumSetting: the site-wide album settings, each with its bounds and when it applies. */
export default function AlbumSettingPage() {
  const { t } = useTranslation('admin-albums');
  const settings = useAlbumSettings();
  const update = useUpdateAlbumSettings();
  const [form] = Form.useForm<AlbumSettingsChange>();

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  if (settings.isPending) return <Spin />;
  if (settings.isError) {
    return (
      <AdminPage>
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      </AdminPage>
    );
  }

  return (
    <AdminPage>
      <Form
        form={form}
        layout="vertical"
        className="album-setting-form"
        initialValues={settings.data}
        onFinish={(values) => update.mutate(values)}
      >
        <Form.Item
          name="priceList"
          label={t('settings.priceList')}
          extra={t('settings.priceListHelp')}
          rules={[{ required: true, type: 'array', min: 1, message: t('settings.priceListRequired') }]}
        >
          <PriceListEditor />
        </Form.Item>
        <Alert type="info" showIcon className="album-setting-note" title={t('settings.previewNote')} />
        <Form.Item
          name="watermarkText"
          label={t('settings.watermarkText')}
          extra={t('settings.watermarkHelp')}
          rules={[{ required: true, whitespace: true, max: 20, message: t('settings.watermarkRequired') }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="previewLongSide"
          label={t('settings.previewLongSide')}
          extra={t('settings.previewLongSideHelp')}
          rules={[
            { required: true, type: 'integer', min: 800, max: 2400, message: t('settings.previewLongSideRange') },
          ]}
        >
          <InputNumber min={800} max={2400} step={100} precision={0} suffix="px" />
        </Form.Item>
        <Form.Item
          name="bibOcrEnabled"
          label={t('settings.bibOcrEnabled')}
          valuePropName="checked"
          extra={t('settings.bibOcrHelp')}
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="ocrMinConfidence"
          label={t('settings.ocrMinConfidence')}
          extra={t('settings.ocrMinConfidenceHelp')}
          rules={[{ required: true, type: 'number', min: 0.3, max: 1, message: t('settings.ocrMinConfidenceRange') }]}
        >
          <InputNumber min={0.3} max={1} step={0.05} />
        </Form.Item>
        <Form.Item
          name="faceMatchThreshold"
          label={t('settings.faceMatchThreshold')}
          extra={t('settings.faceMatchThresholdHelp')}
          rules={[
            { required: true, type: 'number', min: 0.3, max: 0.7, message: t('settings.faceMatchThresholdRange') },
          ]}
        >
          <InputNumber min={0.3} max={0.7} step={0.05} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('settings.save')}
        </Button>
      </Form>
      <AuditHistory entity="AlbumSetting" entityId={1} />
    </AdminPage>
  );
}
