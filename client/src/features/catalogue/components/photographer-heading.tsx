import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '../../../components/ui/lazy-image.tsx';

interface HeadingPhotographer {
  id: number;
  displayName: string;
  avatarUrl: string | null;
}

/**
 * A photographer's group heading on an activity's pages: avatar, name (to their page), what they
 * have here (`note`), then `children`. Plain markup drawn like antd's Title and secondary Text: a
 * page of results repeats it for every photographer, and antd's Typography measures and observes
 * each of its elements (decisions/092).
 */
export function PhotographerHeading({
  photographer,
  note,
  children,
}: {
  photographer: HeadingPhotographer;
  note: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="photographer-heading">
      <UserAvatar src={photographer.avatarUrl} size={36} alt="" />
      <h3 className="photographer-heading-name">
        <Link to={`/photographeralbum/${photographer.id}`}>{photographer.displayName}</Link>
      </h3>
      <span className="photographer-heading-note">{note}</span>
      {children}
    </header>
  );
}
