import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';

/** Where the visitor is in the three registration pages. */
export function RegisterSteps({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useTranslation('auth');
  const isMobile = useIsMobile();
  return (
    <Steps
      className="auth-steps"
      size="small"
      responsive={false}
      titlePlacement={isMobile ? 'vertical' : 'horizontal'}
      current={current}
      items={[
        { title: t('register.stepEmail') },
        { title: t('register.stepAccount') },
        { title: t('register.stepDone') },
      ]}
    />
  );
}
