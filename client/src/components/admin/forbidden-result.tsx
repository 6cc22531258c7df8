import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';

/** A refusal the server answered with 403 (the admin's role lacks the permission). */
export function isForbidden(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403;
}

/**
 * "No permission": a back-office page the admin's role does not open. `reason` is the server's
 * own message when a call was refused, so the page says what the server decided.
 */
export function ForbiddenResult({ reason }: { reason?: string }) {
  const { t } = useTranslation();
  return (
    <Result status="403" title={t('backOffice.forbiddenTitle')} subTitle={reason ?? t('backOffice.forbiddenText')} />
  );
}
