import { BellOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { usePushDevice } from '../api/push-device.ts';

/**
 * 在這個裝置通知我: on /myfollow, the member turns this browser's push notices of their follows on
 * (the browser asks for permission) or off. Mail goes on either way.
 */
export function PushDeviceSwitch() {
  const { t } = useTranslation('follows');
  const { state, change } = usePushDevice();
  const current = state.data;

  return (
    <section className="push-device" aria-labelledby="push-device-title">
      <Typography.Title level={2} id="push-device-title">
        {t('push.title')}
      </Typography.Title>
      {state.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : state.isError ? (
        <LoadError error={state.error} onRetry={() => void state.refetch()} />
      ) : current === 'unsupported' || current === 'unavailable' ? (
        <Alert type="info" showIcon title={t(current === 'unavailable' ? 'push.unavailable' : 'push.unsupported')} />
      ) : current === 'denied' ? (
        <Alert type="warning" showIcon title={t('push.denied')} />
      ) : (
        <div className="push-device-switch">
          <Typography.Text>{t(current === 'on' ? 'push.on' : 'push.off')}</Typography.Text>
          <Button
            type={current === 'on' ? 'default' : 'primary'}
            icon={<BellOutlined />}
            loading={change.isPending}
            onClick={() => change.mutate(current !== 'on')}
          >
            {t(current === 'on' ? 'push.turnOff' : 'push.turnOn')}
          </Button>
          {change.isError && <Alert type="error" showIcon title={t('push.failed')} />}
        </div>
      )}
    </section>
  );
}
