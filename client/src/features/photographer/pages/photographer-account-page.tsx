import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BalancesCard } from '../components/balances-card.tsx';
import { RemittanceCard } from '../components/remittance-card.tsx';
import { ShootingSignUps } from '../components/shooting-sign-ups.tsx';
import { UploadTokens } from '../components/upload-tokens.tsx';
import '../components/photographer.css';

/**
 * The photographer's account: its totals, where earnings are paid, the activities they sign up to shoot,
 * and the upload tokens of the command-line uploader.
 */
export default function PhotographerAccountPage() {
  const { t } = useTranslation('photographer');
  return (
    <>
      <Typography.Title level={1} className="photographer-page-title">
        {t('page.title')}
      </Typography.Title>
      <Tabs
        items={[
          {
            key: 'remittance',
            label: t('page.remittanceTab'),
            children: (
              <div className="photographer-stack">
                <BalancesCard />
                <RemittanceCard />
              </div>
            ),
          },
          { key: 'sign-ups', label: t('page.signUpsTab'), children: <ShootingSignUps /> },
          { key: 'upload-tokens', label: t('page.uploadTokensTab'), children: <UploadTokens /> },
        ]}
      />
    </>
  );
}
