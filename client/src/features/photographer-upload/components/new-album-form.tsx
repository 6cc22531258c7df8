import { AutoComplete, Button, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error.tsx';
import { useCreateAlbum, useMyAlbums, usePriceList, type NewAlbum } from '../api/albums.ts';
import { useSignedUpPoints } from '../api/activities.ts';
import { ActivitySelect } from './activity-select.tsx';
import type { ChosenAlbum } from './upload-workflow.tsx';

/** Offered before the photographer has camera points of their own. */
const COMMON_CAMERA_POINTS = ['起跑', '5K', '10K', '21K', '折返點', '終點'];

/** Step 1 of /uploadPhoto: a new album in an activity, with its camera point and price. */
export function NewAlbumForm({ onChosen }: { onChosen: (album: ChosenAlbum) => void }) {
  const { t } = useTranslation('photographer-upload');
  const [form] = Form.useForm<NewAlbum>();
  const activityId = Form.useWatch('activityId', form);
  const prices = usePriceList();
  const myAlbums = useMyAlbums(activityId);
  const create = useCreateAlbum();
  const signedUpPoints = useSignedUpPoints(activityId).data;
  const ownPoints = (myAlbums.data?.items ?? []).flatMap((album) => (album.cameraPoint ? [album.cameraPoint] : []));
  const cameraPoints = [...new Set([...(signedUpPoints ?? []), ...ownPoints, ...COMMON_CAMERA_POINTS])].map(
    (value) => ({ value }),
  );

  useEffect(() => {
    // The camera point the photographer signed up for at this activity, until they type their own.
    if (signedUpPoints && !form.isFieldTouched('cameraPoint')) form.setFieldValue('cameraPoint', signedUpPoints[0]);
    // A new activity's sign-ups (a new answer) is what prefills the field.
  }, [signedUpPoints]);

  const submit = (values: NewAlbum) =>
    create.mutate(
      {
        ...values,
        name: values.name.trim(),
        nameEn: values.nameEn?.trim() || undefined,
        cameraPoint: values.cameraPoint?.trim() || undefined,
        cameraPointEn: values.cameraPointEn?.trim() || undefined,
      },
      { onSuccess: (album) => onChosen({ coId: album.coId, activityId: album.activityId }) },
    );

  return (
    <Form form={form} layout="vertical" className="upload-album-form" onFinish={submit} requiredMark="optional">
      <FormError error={create.error} />
      <Form.Item
        name="activityId"
        label={t('newAlbum.activity')}
        rules={[{ required: true, message: t('newAlbum.activityRequired') }]}
      >
        <ActivitySelect />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('newAlbum.name')}
        rules={[
          { required: true, whitespace: true, message: t('newAlbum.nameRequired') },
          { max: 100, message: t('newAlbum.nameTooLong') },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="nameEn"
        label={t('newAlbum.nameEn')}
        extra={t('newAlbum.nameEnHint')}
        rules={[{ max: 100, message: t('newAlbum.nameTooLong') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="cameraPoint"
        label={t('newAlbum.cameraPoint')}
        extra={t('newAlbum.cameraPointHint')}
        rules={[{ max: 64, message: t('newAlbum.cameraPointTooLong') }]}
      >
        <AutoComplete options={cameraPoints} showSearch={{ filterOption: true }} />
      </Form.Item>
      <Form.Item
        name="cameraPointEn"
        label={t('newAlbum.cameraPointEn')}
        extra={t('newAlbum.cameraPointEnHint')}
        rules={[{ max: 64, message: t('newAlbum.cameraPointTooLong') }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="defaultPrice"
        label={t('newAlbum.price')}
        rules={[{ required: true, message: t('newAlbum.priceRequired') }]}
      >
        <Select
          loading={prices.isPending}
          options={(prices.data ?? []).map((price) => ({ value: price, label: `NT$ ${price}` }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {t('newAlbum.create')}
      </Button>
    </Form>
  );
}
