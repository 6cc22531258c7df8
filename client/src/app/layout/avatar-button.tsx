import { Button } from 'antd';
import type { ComponentProps } from 'react';
import { UserAvatar } from '../../components/ui/lazy-image.tsx';
import type { SessionUser } from '../../lib/session.ts';

export function AvatarButton({ user, ...props }: { user: SessionUser } & ComponentProps<typeof Button>) {
  return (
    <Button type="text" className="user-menu-button" {...props}>
      <UserAvatar src={user.avatarUrl} size={24} />
      <span className="user-menu-name">{user.displayName}</span>
    </Button>
  );
}
