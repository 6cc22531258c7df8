import { Card, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { isPhotographer, useSession } from '../../../lib/session.ts';
import { useCreateApplication } from '../api/create-application.ts';
import { useMyApplication } from '../api/my-application.ts';
import { ApplicationStatus } from '../components/application-status.tsx';
import { ApplyForm } from '../components/apply-form.tsx';
import '../components/photographer-application.css';

export default function JoinPhotographerPage() {
  const { t } = useTranslation('photographer-applications');
  const session = useSession();
  const photographer = isPhotographer(session?.user);
  const mine = useMyApplication(!photographer);
  const certified = photographer || mine.data?.status === 'approved';
  const create = useCreateApplication();
  const [applyingAgain, setApplyingAgain] = useState(false);

  let body;
  if (certified) {
    body = (
      <Result
        status="success"
        title={t('certifiedTitle')}
        subTitle={t('certifiedText')}
        extra={
          <ButtonLink to="/uploadPhoto" type="primary">
            {t('upload')}
          </ButtonLink>
        }
      />
    );
  } else if (mine.isPending) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (mine.isError) {
    body = <LoadError error={mine.error} onRetry={() => void mine.refetch()} />;
  } else if (mine.data && !(mine.data.status === 'rejected' && applyingAgain)) {
    body = <ApplicationStatus application={mine.data} onApplyAgain={() => setApplyingAgain(true)} />;
  } else {
    body = (
      <ApplyForm
        initial={{ displayName: session?.user.displayName ?? '' }}
        sending={create.isPending}
        error={create.error}
        onSend={(input) => create.mutate(input, { onSuccess: () => setApplyingAgain(false) })}
      />
    );
  }

  return (
    <div className="apply-page">
      <Typography.Title level={1} className="apply-title">
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Card>{body}</Card>
    </div>
  );
}
