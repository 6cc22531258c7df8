import { Alert, Button, Card, Form, Input, Popconfirm, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { formatTime } from '../../../lib/date-time.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateUploadToken } from '../api/create-upload-token.ts';
import { useMyUploadTokens, type UploadToken } from '../api/my-upload-tokens.ts';
import { useRevokeUploadToken } from '../api/revoke-upload-token.ts';

/** The server's bound on a token's name. */
const NAME_MAX = 64;

/** A token just made: its secret, shown this once with a copy button, until dismissed. */
function NewTokenSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('photographer');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify.success(t('uploadTokens.copied'));
    } catch {
      notify.warning(t('uploadTokens.copyByHand'));
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      title={t('uploadTokens.showOnce')}
      description={
        <div className="upload-token-secret">
          <Input readOnly value={secret} aria-label={t('uploadTokens.secret')} onFocus={(e) => e.target.select()} />
          <div className="upload-token-secret-actions">
            <Button type="primary" onClick={() => void copy()}>
              {t('uploadTokens.copy')}
            </Button>
            <Button onClick={onDone}>{t('uploadTokens.done')}</Button>
          </div>
          <Typography.Paragraph type="secondary">{t('uploadTokens.howToUse')}</Typography.Paragraph>
          <pre className="upload-token-command">
            UPLOAD_TOKEN={secret} npm run upload -- --album &lt;id&gt; --watch &lt;folder&gt;
          </pre>
        </div>
      }
    />
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const { t } = useTranslation('photographer');
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateUploadToken();
  const submit = ({ name }: { name: string }) =>
    create.mutate(name.trim(), {
      onSuccess: (token) => {
        form.resetFields();
        onCreated(token.secret);
      },
    });
  return (
    <Form<{ name: string }>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => create.error && create.reset()}
      className="upload-token-form"
    >
      <Form.Item
        name="name"
        label={t('uploadTokens.name')}
        extra={t('uploadTokens.nameHint')}
        rules={[
          { required: true, whitespace: true, message: t('uploadTokens.nameRequired') },
          { max: NAME_MAX, message: t('signUps.tooLong', { max: NAME_MAX }) },
        ]}
      >
        <Input maxLength={NAME_MAX} placeholder={t('uploadTokens.namePlaceholder')} />
      </Form.Item>
      <FormError error={create.error} />
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {t('uploadTokens.create')}
      </Button>
    </Form>
  );
}

function TokenList() {
  const { t, i18n } = useTranslation('photographer');
  const tokens = useMyUploadTokens();
  const revoke = useRevokeUploadToken();
  if (tokens.isError) return <LoadError error={tokens.error} onRetry={() => void tokens.refetch()} />;
  const columns: TableColumnsType<UploadToken> = [
    { title: t('uploadTokens.name'), dataIndex: 'name' },
    {
      title: t('uploadTokens.createdAt'),
      dataIndex: 'createdAt',
      render: (at: string) => formatTime(at, i18n.language),
    },
    {
      title: t('uploadTokens.lastUsedAt'),
      dataIndex: 'lastUsedAt',
      render: (at: string | null) => (at ? formatTime(at, i18n.language) : t('uploadTokens.neverUsed')),
    },
    {
      key: 'actions',
      title: t('signUps.actions'),
      render: (_, token) => (
        <Popconfirm
          title={t('uploadTokens.revokeConfirm', { name: token.name })}
          okText={t('uploadTokens.revoke')}
          okButtonProps={{ danger: true }}
          onConfirm={() => revoke.mutateAsync(token.id)}
        >
          <Button type="link" danger size="small">
            {t('uploadTokens.revoke')}
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <ResponsiveTable<UploadToken>
      rowKey="id"
      size="small"
      loading={tokens.isFetching}
      columns={columns}
      dataSource={tokens.data?.items ?? []}
      locale={{ emptyText: t('uploadTokens.empty') }}
      pagination={false}
    />
  );
}

/** Upload tokens for the command-line uploader: made here, their secret shown once, revoked here. */
export function UploadTokens() {
  const { t } = useTranslation('photographer');
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <div className="photographer-stack">
      <Card title={t('uploadTokens.title')}>
        <Typography.Paragraph>{t('uploadTokens.intro')}</Typography.Paragraph>
        {secret ? (
          <NewTokenSecret secret={secret} onDone={() => setSecret(null)} />
        ) : (
          <CreateTokenForm onCreated={setSecret} />
        )}
      </Card>
      <Card title={t('uploadTokens.listTitle')}>
        <TokenList />
      </Card>
    </div>
  );
}
