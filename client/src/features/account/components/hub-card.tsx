import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** One destination of the account hub: an icon, a name and a line about it. */
export function HubCard({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Link to={to} className="account-card">
      <span className="account-card-icon" aria-hidden>
        {icon}
      </span>
      <span>
        <span className="account-card-title">{title}</span>
        <span className="account-card-text">{text}</span>
      </span>
    </Link>
  );
}
