import { ExportOutlined, GlobalOutlined, LogoutOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { setLanguage } from '../../lib/i18n.ts';
import { HOME_PATH } from '../../lib/navigation.ts';
import { useSession } from '../../lib/session.ts';
import { LOGOUT_KEY, useSignOut } from './account-menu.tsx';
import { AvatarButton } from './avatar-button.tsx';
import { languageTag, useOtherLanguage } from './language-switch.tsx';

const LANGUAGE_KEY = 'language';

/**
 * The back office's account menu, one button at the right of the top bar on every width: the
 * public site, the other language and logout, so the bar stays one line on a phone.
 */
export function AdminAccountMenu() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const user = useSession()?.user;
  const other = useOtherLanguage();
  if (!user) return null;

  const items: MenuProps['items'] = [
    {
      key: 'site',
      icon: <ExportOutlined aria-hidden />,
      label: <Link to={HOME_PATH}>{t('backOffice.publicSite')}</Link>,
    },
    {
      key: LANGUAGE_KEY,
      icon: <GlobalOutlined aria-hidden />,
      label: <span lang={languageTag(other)}>{t(`languageNames.${other}`)}</span>,
    },
    { type: 'divider' },
    { key: LOGOUT_KEY, icon: <LogoutOutlined aria-hidden />, label: t('nav.logout'), danger: true },
  ];
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === LANGUAGE_KEY) void setLanguage(other);
          if (key === LOGOUT_KEY) signOut();
        },
      }}
    >
      <AvatarButton user={user} aria-label={t('backOffice.accountMenu', { name: user.displayName })} />
    </Dropdown>
  );
}
