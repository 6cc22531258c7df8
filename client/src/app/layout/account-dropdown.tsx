import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../lib/session.ts';
import { accountMenuItems, LOGOUT_KEY, useSignOut } from './account-menu.tsx';
import { AvatarButton } from './avatar-button.tsx';

/** Loaded only for logged-in visitors: the menu code is not part of the first page. */
export default function AccountDropdown({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Dropdown
      menu={{ items: accountMenuItems(user, t), onClick: ({ key }) => key === LOGOUT_KEY && signOut() }}
      trigger={['click']}
      placement="bottomRight"
    >
      <AvatarButton user={user} />
    </Dropdown>
  );
}
