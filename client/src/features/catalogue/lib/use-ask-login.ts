import { useLocation, useNavigate } from 'react-router-dom';
import { useRepeatedT } from '../../../lib/i18n.ts';
import { loginUrl, pathWithSearch } from '../../../lib/navigation.ts';
import { notify } from '../../../lib/notify.ts';

/** Sends a guest who reached for a member's button to log in, and back here afterwards. */
export function useAskLogin() {
  const t = useRepeatedT('catalogue');
  const location = useLocation();
  const navigate = useNavigate();
  return () => {
    notify.info(t('photo.loginFirst'));
    void navigate(loginUrl(pathWithSearch(location)));
  };
}
