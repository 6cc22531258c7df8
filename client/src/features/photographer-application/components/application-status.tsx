import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import type { MyApplication } from '../api/my-application.ts';

function day(iso: string, language: string) {
  return new Date(iso).toLocaleDateString(language === 'en' ? 'en' : 'zh-TW');
}

/** Where the member's latest application stands: pending, approved, or rejected with the reason. */
export function ApplicationStatus({
  application,
  onApplyAgain,
}: {
  application: MyApplication;
  onApplyAgain: () => void;
}) {
  const { t, i18n } = useTranslation('photographer-application');
  if (application.status === 'pending') {
    return (
      <Result
        status="info"
        title={t('status.pendingTitle')}
        subTitle={t('status.pendingText', { date: day(application.createdAt, i18n.language) })}
      />
    );
  }
  if (application.status === 'approved') {
    return (
      <Result
        status="success"
        title={t('status.approvedTitle')}
        subTitle={t('status.approvedText')}
        extra={
          <ButtonLink to="/uploadPhoto" type="primary">
            {t('upload')}
          </ButtonLink>
        }
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
