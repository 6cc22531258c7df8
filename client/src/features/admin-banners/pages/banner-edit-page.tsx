import { Button, DatePicker, Form, Input, InputNumber, Spin, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AuditHistory } from '../../../components/admin/audit-history.tsx';
import { siteLinkRule } from '../../../components/admin/site-link-rule.ts';
import { BilingualFields, BilingualTitleFields } from '../../../components/admin/bilingual-fields.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useBanner } from '../api/get-banner.ts';
import { useSaveBanner } from '../api/save-banner.ts';
import { BannerImageField, type BannerImage } from '../components/banner-image-field.tsx';
import { BannerTypeSelect } from '../components/banner-type-select.tsx';
import '../components/admin-banners.css';

interface BannerForm {
  typeId: number;
  image?: BannerImage;
  title: string;
  titleEn?: string;
  altText?: string;
  altTextEn?: string;
  linkUrl?: string;
  sort: number;
  isVisible: boolean;
  schedule?: [Dayjs | null, Dayjs | null] | null;
}

/** /admin/CreateBannerId/:Id?: a new banner, or the one named. */
export default function BannerEditPage() {
  const { t } = useTranslation('admin-banners');
  const navigate = useNavigate();
  const { Id } = useParams();
  const id = Id === undefined ? undefined : Number(Id);
  const banner = useBanner(id);
  const save = useSaveBanner();
  const [form] = Form.useForm<BannerForm>();

  if (id !== undefined && banner.isError)
    return <LoadError error={banner.error} onRetry={() => void banner.refetch()} />;
  if (id !== undefined && banner.isPending) return <Spin />;

  const current = banner.data;
  const initialValues: BannerForm = current
    ? {
        typeId: current.typeId,
        image: { imageKey: current.imageKey, imageUrl: current.imageUrl },
        title: current.title,
        titleEn: current.titleEn ?? undefined,
        altText: current.altText ?? undefined,
        altTextEn: current.altTextEn ?? undefined,
        linkUrl: current.linkUrl ?? undefined,
        sort: current.sort,
        isVisible: current.isVisible,
        schedule: [current.startsAt ? dayjs(current.startsAt) : null, current.endsAt ? dayjs(current.endsAt) : null],
      }
    : { typeId: 1, title: '', sort: 0, isVisible: true };

  async function submit(values: BannerForm) {
    const [startsAt, endsAt] = values.schedule ?? [null, null];
    await save.mutateAsync({
      id,
      typeId: values.typeId,
      imageKey: values.image!.imageKey,
      title: values.title,
      titleEn: values.titleEn || null,
      altText: values.altText || null,
      altTextEn: values.altTextEn || null,
      linkUrl: values.linkUrl || null,
      sort: values.sort,
      isVisible: values.isVisible,
      startsAt: startsAt?.toISOString() ?? null,
      endsAt: endsAt?.toISOString() ?? null,
    });
    navigate('/admin/Banner');
  }

  const required = { required: true, message: t('common:adminForm.required') };
  return (
    <AdminPage title={id === undefined ? t('create') : undefined}>
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => submit(values)}
        className="admin-banner-form"
      >
        <Form.Item name="typeId" label={t('type')} rules={[required]}>
          <BannerTypeSelect />
        </Form.Item>
        <Form.Item name="image" label={t('image')} rules={[{ required: true, message: t('imageRequired') }]}>
          <BannerImageField />
        </Form.Item>
        <BilingualTitleFields maxLength={200} />
        <BilingualFields
          zh={
            <Form.Item name="altText" label={t('altText')} extra={t('altTextHint')} rules={[{ max: 200 }]}>
              <Input maxLength={200} />
            </Form.Item>
          }
          en={
            <Form.Item name="altTextEn" label={t('altTextEn')} rules={[{ max: 200 }]}>
              <Input maxLength={200} />
            </Form.Item>
          }
        />
        <Form.Item name="linkUrl" label={t('link')} extra={t('linkHint')} rules={[siteLinkRule(t), { max: 500 }]}>
          <Input maxLength={500} placeholder="/eventlist" />
        </Form.Item>
        <Form.Item
          name="schedule"
          label={t('schedule')}
          extra={t('scheduleHint')}
          rules={[
            {
              validator: async (_, range: BannerForm['schedule']) => {
                const [from, to] = range ?? [null, null];
                if (from && to && !from.isBefore(to)) throw new Error(t('scheduleOrder'));
              },
            },
          ]}
        >
          <DatePicker.RangePicker showTime allowEmpty={[true, true]} className="admin-banner-range" />
        </Form.Item>
        <Form.Item name="sort" label={t('common:adminForm.sort')} rules={[required]}>
          <InputNumber min={0} max={99999} precision={0} />
        </Form.Item>
        <Form.Item name="isVisible" label={t('common:adminForm.shown')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common:adminForm.saveChanges')}
        </Button>
      </Form>
      <AuditHistory entity="Banner" entityId={id} />
    </AdminPage>
  );
}
