import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginUrl, pathWithSearch } from '../../../lib/navigation.ts';
import { notify } from '../../../lib/notify.ts';

/** Sends a guest who reached for a member's button to log in, and back here afterwards. */
export function useAskLogin() {
  const { t } = useTranslation('catalogue');
  const location = useLocation();
  const navigate = useNavigate();
  return () => {
    notify.info(t('photo.loginFirst'));
    void navigate(loginUrl(pathWithSearch(location)));
  };
}
