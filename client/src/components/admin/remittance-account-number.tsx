import { useMutation } from '@tanstack/react-query';
import { Button, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';

// Shared by the pages that show a photographer's account (income, settlement): features do not
// import each other.

const REVEAL = '/api/services/app/AdminMemEmber/RevealRemittanceAccount';
export const REVEAL_ACCOUNTS_PERMISSION = 'Pages.Settlement.RevealAccounts';

/**
 * A photographer's account number as the back office shows it: masked. An admin who may see full
 * numbers asks for one with a button; the server records each time it answers (decisions/022), and
 * the number lives only in this component until it is masked again or the page is left.
 */
export function RemittanceAccountNumber({ userId, masked }: { userId: number; masked: string }) {
  const { t } = useTranslation();
  // The back-office login lists the admin's permissions; without that list the server decides alone.
  const allowed = useSession()?.user.permissions?.includes(REVEAL_ACCOUNTS_PERMISSION) ?? true;
  const reveal = useMutation({ mutationFn: () => api.post(REVEAL, { userId }), gcTime: 0 });
  const shown = reveal.data?.accountNumber;

  return (
    <Space size={4} wrap>
      {shown ? (
        <Tooltip title={t('remittanceAccount.revealed')}>
          <Typography.Text copyable>{shown}</Typography.Text>
        </Tooltip>
      ) : (
        <span>{masked}</span>
      )}
      {allowed &&
        (shown ? (
          <Button size="small" type="link" onClick={() => reveal.reset()}>
            {t('remittanceAccount.hide')}
          </Button>
        ) : (
          <Button size="small" type="link" loading={reveal.isPending} onClick={() => reveal.mutate()}>
            {t('remittanceAccount.reveal')}
          </Button>
        ))}
    </Space>
  );
}
