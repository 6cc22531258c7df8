import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '../../../components/ui/lazy-image.tsx';

interface HeadingPhotographer {
  id: number;
  displayName: string;
  avatarUrl: string | null;
}

/** A photographer's group heading on an activity's pages: avatar, name (to their page), then `children`. */
export function PhotographerHeading({
  photographer,
  children,
}: {
  photographer: HeadingPhotographer;
  children: ReactNode;
}) {
  return (
    <header className="photographer-heading">
      <UserAvatar src={photographer.avatarUrl} size={36} alt="" />
      <Typography.Title level={3}>
        <Link to={`/photographeralbum/${photographer.id}`}>{photographer.displayName}</Link>
      </Typography.Title>
      {children}
    </header>
  );
}
