import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import './admin-page.css';

/**
 * One back-office page inside the frame: its title (the route table's, unless given), the page's
 * actions on the right (wrapping under the title on a phone), then the content. A title given as
 * text also names the page in the breadcrumbs and the browser tab ("New banner" on the edit route).
 */
export function AdminPage({ title, extra, children }: { title?: ReactNode; extra?: ReactNode; children: ReactNode }) {
  const { i18n } = useTranslation();
  const handle = useMatches().findLast((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  const heading = title ?? handle?.title?.[i18n.language === 'en' ? 1 : 0];
  usePageTitle(typeof title === 'string' ? title : null);
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <h1 className="admin-page-title">{heading}</h1>
        {extra && <div className="admin-page-extra">{extra}</div>}
      </header>
      {children}
    </div>
  );
}
