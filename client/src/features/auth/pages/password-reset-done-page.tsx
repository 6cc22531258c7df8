import { useTranslation } from 'react-i18next';
import { DoneCard } from '../components/done-card.tsx';

export default function PasswordResetDonePage() {
  const { t } = useTranslation('auth');
  return <DoneCard title={t('reset.successTitle')} text={t('reset.successText')} loginPath="/login" />;
}
