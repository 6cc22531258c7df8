import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { HOME_PATH } from '../lib/navigation.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.text')}
      extra={
        <ButtonLink type="primary" to={HOME_PATH}>
          {t('notFound.back')}
        </ButtonLink>
      }
    />
  );
}
