import { AutoComplete, Button, Card, Form, Input, Popconfirm, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { notify } from '../../../lib/notify.ts';
import type { Paging } from '../../../lib/paging.ts';
import { useCreateSignUp, type SignUpInput } from '../api/create-sign-up.ts';
import { useDeleteSignUp } from '../api/delete-sign-up.ts';
import { useMySignUps, type SignUp } from '../api/my-sign-ups.ts';
import { useOpenActivities } from '../api/open-activities.ts';

const CAMERA_POINTS = ['起跑', '5K', '10K', '半馬折返', '終點'];
const CAMERA_POINT_MAX = 64;
const NOTE_MAX = 500;

function SignUpForm() {
  const { t } = useTranslation('photographer');
  const [form] = Form.useForm<SignUpInput>();
  const activities = useOpenActivities();
  const create = useCreateSignUp();

  const submit = (fields: SignUpInput) =>
    create.mutate(
      { activityId: fields.activityId, cameraPoint: fields.cameraPoint.trim(), note: fields.note?.trim() || undefined },
      {
        onSuccess: () => {
          notify.success(t('signUps.saved'));
          form.resetFields();
        },
      },
    );

  return (
    <Form<SignUpInput>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => create.error && create.reset()}
      className="sign-up-form"
    >
      <Form.Item
        name="activityId"
        label={t('signUps.activity')}
        rules={[{ required: true, message: t('signUps.activityRequired') }]}
      >
        <Select
          aria-label={t('signUps.activity')}
          showSearch={{ optionFilterProp: 'label' }}
          loading={activities.isPending}
          placeholder={t('signUps.activityPlaceholder')}
          options={(activities.data?.items ?? []).map((activity) => ({
            value: activity.id,
            label: `${activity.sgL_ActivityDate} ${activity.sgL_Title}`,
          }))}
          notFoundContent={activities.isError ? t('signUps.activitiesFailed') : undefined}
        />
      </Form.Item>
      <Form.Item
        name="cameraPoint"
        label={t('signUps.cameraPoint')}
        rules={[
          { required: true, whitespace: true, message: t('signUps.cameraPointRequired') },
          { max: CAMERA_POINT_MAX, message: t('signUps.tooLong', { max: CAMERA_POINT_MAX }) },
        ]}
      >
        <AutoComplete
          aria-label={t('signUps.cameraPoint')}
          options={CAMERA_POINTS.map((point) => ({ value: point }))}
          placeholder={t('signUps.cameraPointPlaceholder')}
          maxLength={CAMERA_POINT_MAX}
        />
      </Form.Item>
      <Form.Item
        name="note"
        label={t('signUps.note')}
        rules={[{ max: NOTE_MAX, message: t('signUps.tooLong', { max: NOTE_MAX }) }]}
      >
        <Input maxLength={NOTE_MAX} />
      </Form.Item>
      <FormError error={create.error} />
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {t('signUps.submit')}
      </Button>
    </Form>
  );
}

function SignUpList() {
  const { t } = useTranslation('photographer');
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: 10 });
  const signUps = useMySignUps(paging);
  const withdraw = useDeleteSignUp();

  if (signUps.isError) return <LoadError error={signUps.error} onRetry={() => void signUps.refetch()} />;
  const columns: TableColumnsType<SignUp> = [
    { title: t('signUps.date'), dataIndex: 'sgL_ActivityDate', width: 110 },
    { title: t('signUps.activity'), dataIndex: 'sgL_Title' },
    { title: t('signUps.cameraPoint'), dataIndex: 'cameraPoint', width: 120 },
    { title: t('signUps.note'), dataIndex: 'note', render: (note: string | null) => note ?? '—' },
    {
      title: t('signUps.actions'),
      width: 100,
      render: (_, row) => (
        <Popconfirm title={t('signUps.withdrawConfirm')} onConfirm={() => withdraw.mutateAsync(row.id)}>
          <Button type="link" danger size="small">
            {t('signUps.withdraw')}
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <Table<SignUp>
      rowKey="id"
      size="small"
      loading={signUps.isFetching}
      columns={columns}
      dataSource={signUps.data?.items ?? []}
      locale={{ emptyText: t('signUps.empty') }}
      scroll={{ x: 640 }}
      pagination={{
        current: paging.page,
        pageSize: paging.pageSize,
        total: signUps.data?.totalCount ?? 0,
        onChange: (page, pageSize) => setPaging({ page, pageSize }),
      }}
    />
  );
}

/** Which activities I shoot, and where along the course. */
export function ShootingSignUps() {
  const { t } = useTranslation('photographer');
  return (
    <div className="photographer-stack">
      <Card title={t('signUps.newTitle')}>
        <SignUpForm />
      </Card>
      <Card title={t('signUps.listTitle')}>
        <SignUpList />
      </Card>
    </div>
  );
}
