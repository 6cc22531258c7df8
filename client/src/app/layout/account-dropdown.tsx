import { Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../lib/session.ts';
import { accountMenuItems, LOGOUT_KEY, useSignOut } from './account-menu.tsx';
import { AvatarButton } from './avatar-button.tsx';

/** Loaded only for logged-in visitors: the menu code is not part of the first page. */
export default function AccountDropdown({ user, initiallyOpen }: { user: SessionUser; initiallyOpen: boolean }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  // Opened already when the visitor clicked the avatar before this code arrived.
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      menu={{
        items: accountMenuItems(user, t),
        onClick: ({ key }) => {
          setOpen(false);
          if (key === LOGOUT_KEY) signOut();
        },
      }}
      trigger={['click']}
      placement="bottomRight"
    >
      <AvatarButton user={user} />
    </Dropdown>
  );
}
