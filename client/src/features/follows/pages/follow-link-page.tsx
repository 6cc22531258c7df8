import { Button, Result, Spin } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { followedLink, followedName, type Followed } from '../lib/followed.ts';
import '../follows.css';

/**
 * The page a mail's link opens (/followConfirm, /followUnsubscribe): it does what the link is for
 * on arrival, no login needed, and says what happened.
 */
export function FollowLinkPage({
  action,
  use,
}: {
  action: 'confirm' | 'unsubscribe';
  use: (token: string) => UseQueryResult<Followed | null>;
}) {
  const { t } = useTranslation('follows');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const outcome = use(token);

  if (token && outcome.isPending) {
    return (
      <div className="follow-link-page">
        <Spin />
      </div>
    );
  }
  const followed = outcome.data;
  const ok = Boolean(token) && outcome.isSuccess;
  return (
    <div className="follow-link-page">
      <Result
        status={ok ? 'success' : 'warning'}
        title={
          ok
            ? t(action === 'unsubscribe' && followed?.kind === 'selfie' ? 'unsubscribe.doneSelfie' : `${action}.done`)
            : t('linkInvalid')
        }
        subTitle={followed ? followedName(t, followed) : undefined}
        extra={
          followed && (
            <Link to={followedLink(followed)}>
              <Button type="primary">{t('seeResults')}</Button>
            </Link>
          )
        }
      />
    </div>
  );
}
