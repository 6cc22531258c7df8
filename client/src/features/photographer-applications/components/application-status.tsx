import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MyApplication } from '../api/my-application.ts';

function day(iso: string, language: string) {
  return new Date(iso).toLocaleDateString(language === 'en' ? 'en' : 'zh-TW');
}

/** Where the member's latest application stands: pending, or rejected with the reason (an approval makes them a photographer). */
export function ApplicationStatus({
  application,
  onApplyAgain,
}: {
  application: MyApplication;
  onApplyAgain: () => void;
}) {
  const { t, i18n } = useTranslation('photographer-applications');
  if (application.status === 'pending') {
    return (
      <Result
        status="info"
        title={t('status.pendingTitle')}
        subTitle={t('status.pendingText', { date: day(application.createdAt, i18n.language) })}
      />
    );
  }
  return (
    <Result
      status="warning"
      title={t('status.rejectedTitle')}
      subTitle={t('status.rejectedText', { reason: application.reason ?? '' })}
      extra={
        <Button type="primary" onClick={onApplyAgain}>
          {t('applyAgain')}
        </Button>
      }
    />
  );
}
