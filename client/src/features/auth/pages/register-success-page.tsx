import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../../lib/session.ts';
import { isEmail } from '../../../lib/validation.ts';
import { DoneCard } from '../components/done-card.tsx';
import { withEmail } from '../components/paths.ts';
import { RegisterSteps } from '../components/register-steps.tsx';

/** Step 3 of registration: the account exists and the member is logged in (else: log in with it). */
export default function RegisterSuccessPage() {
  const { t } = useTranslation('auth');
  const email = useSearchParams()[0].get('email') ?? '';
  const session = useSession();
  if (session) {
    return (
      <DoneCard
        top={<RegisterSteps current={2} />}
        title={t('register.successTitle')}
        text={t('register.successLoggedIn')}
      />
    );
  }
  return (
    <DoneCard
      top={<RegisterSteps current={2} />}
      title={t('register.successTitle')}
      text={t('register.successText')}
      loginPath={isEmail(email) ? withEmail('/login', email) : '/login'}
    />
  );
}
