import { Button, Descriptions, Image, Popconfirm, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AuditHistory } from '../../../components/admin/audit-history.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { isNotFound, RecordLoadError, RecordNotFound } from '../../../components/ui/load-error.tsx';
import { useSession } from '../../../lib/session.ts';
import { useApplication, useDecide, useSetPhotographerAuth, type ApplicationDetail } from '../api/applications.ts';
import { RejectModal } from '../components/reject-modal.tsx';
import { formatTime } from '../../../lib/date-time.ts';
import { StatusTag } from '../components/status-tag.tsx';
import '../components/admin-applications.css';

const REVIEW_PERMISSION = 'Pages.Applications.Review';

/** One application: everything the applicant sent, the decision, and blocking an approved photographer. */
export default function ApplicationDetailsPage() {
  const { t } = useTranslation('admin-photographer-applications');
  const id = Number(useParams().id);
  const application = useApplication(id);
  const back = <ButtonLink to="/admin/Application?status=pending">{t('backToList')}</ButtonLink>;

  let body;
  if (!application.isEnabled) body = <RecordNotFound back={back} />;
  else if (application.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (application.isError)
    body = <RecordLoadError error={application.error} onRetry={() => void application.refetch()} back={back} />;
  else body = <ApplicationView application={application.data} />;
  return (
    <AdminPage extra={back}>
      {body}
      {application.isEnabled && !isNotFound(application.error) && (
        <AuditHistory entity="PhotographerApplication" entityId={id} />
      )}
    </AdminPage>
  );
}

function ApplicationView({ application }: { application: ApplicationDetail }) {
  const { t, i18n } = useTranslation('admin-photographer-applications');
  const decide = useDecide();
  const setAuth = useSetPhotographerAuth();
  const [rejecting, setRejecting] = useState(false);
  // The back-office login lists the admin's permissions; without that list the server decides alone.
  const canReview = useSession()?.user.permissions?.includes(REVIEW_PERMISSION) ?? true;
  const { account } = application;
  const blocked = account.photographerAuthStatus === 'blocked';

  return (
    <>
      <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('column.status')}>
          <StatusTag status={application.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('column.createdAt')}>
          {formatTime(application.createdAt, i18n.language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('column.displayName')}>{application.displayName}</Descriptions.Item>
        <Descriptions.Item label={t('column.realName')}>{application.realName}</Descriptions.Item>
        <Descriptions.Item label={t('column.phone')}>{application.phone}</Descriptions.Item>
        <Descriptions.Item label={t('column.city')}>{application.city ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('field.portfolioUrl')} span="filled">
          {application.portfolioUrl ? (
            <a href={application.portfolioUrl} target="_blank" rel="noreferrer noopener">
              {application.portfolioUrl}
            </a>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.introduction')} span="filled">
          <Typography.Paragraph
            className="application-introduction"
            style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
          >
            {application.introduction}
          </Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label={t('field.samples')} span="filled">
          {application.sampleUrls.length ? (
            <div className="application-samples">
              <Image.PreviewGroup>
                {application.sampleUrls.map((url, index) => (
                  <Image key={url} src={url} alt={t('sampleAlt', { index: index + 1 })} />
                ))}
              </Image.PreviewGroup>
            </div>
          ) : (
            t('noSamples')
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.termsAcceptedAt')}>
          {formatTime(application.termsAcceptedAt, i18n.language)}
        </Descriptions.Item>
        {application.status !== 'pending' && (
          <>
            <Descriptions.Item label={t('field.reviewedAt')}>
              {formatTime(application.reviewedAt, i18n.language)}
              {application.reviewerName && ` · ${application.reviewerName}`}
            </Descriptions.Item>
            {application.reviewNote && (
              <Descriptions.Item label={t('field.reviewNote')} span="filled">
                {application.reviewNote}
              </Descriptions.Item>
            )}
          </>
        )}
      </Descriptions>

      <Typography.Title level={2} className="application-account-title" style={{ fontSize: 18, marginTop: 24 }}>
        {t('account.title')}
      </Typography.Title>
      <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('column.email')}>{account.email}</Descriptions.Item>
        <Descriptions.Item label={t('account.since')}>{formatTime(account.since, i18n.language)}</Descriptions.Item>
        <Descriptions.Item label={t('account.photographer')} span="filled">
          {!account.photographerAuth
            ? t('account.notPhotographer')
            : blocked
              ? t('account.blocked')
              : t('account.active')}
        </Descriptions.Item>
      </Descriptions>

      <div className="application-actions" style={{ marginTop: 24 }}>
        {canReview && application.status === 'pending' && (
          <>
            <Popconfirm
              title={t('approve.confirm', { name: application.displayName })}
              okText={t('approve.button')}
              cancelText={t('cancel')}
              onConfirm={() =>
                decide.mutateAsync({
                  id: application.id,
                  approve: true,
                  done: t('approve.done', { name: application.displayName }),
                })
              }
            >
              <Button type="primary" loading={decide.isPending}>
                {t('approve.button')}
              </Button>
            </Popconfirm>
            <Button danger onClick={() => setRejecting(true)}>
              {t('reject.button')}
            </Button>
          </>
        )}
        {canReview && account.photographerAuth && (
          <Popconfirm
            title={blocked ? t('restore.confirm') : t('block.confirm')}
            okText={blocked ? t('restore.button') : t('block.button')}
            okButtonProps={{ danger: !blocked }}
            cancelText={t('cancel')}
            onConfirm={() =>
              setAuth.mutateAsync({ userId: application.userId, status: blocked ? 'restore' : 'blocked' })
            }
          >
            <Button danger={!blocked} loading={setAuth.isPending}>
              {blocked ? t('restore.button') : t('block.button')}
            </Button>
          </Popconfirm>
        )}
      </div>

      <RejectModal
        open={rejecting}
        sending={decide.isPending}
        onCancel={() => setRejecting(false)}
        onReject={(reason) =>
          decide.mutate(
            { id: application.id, approve: false, reason, done: t('reject.done', { name: application.displayName }) },
            { onSuccess: () => setRejecting(false) },
          )
        }
      />
    </>
  );
}
