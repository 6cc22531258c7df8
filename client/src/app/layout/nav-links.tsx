import { useRepeatedT } from '../../lib/i18n.ts';
import { Link } from 'react-router-dom';
import { isSiteLink, isSitePath } from '../../lib/site-link.ts';
import { useHeaderLinks } from './api/get-header-links.ts';

export interface NavLink {
  key: string;
  title: string;
  url: string;
}

// Used until the admin's header links (Header/GetAll) arrive, or when there are none.
const DEFAULT_LINKS = [
  ['/eventlist', 'nav.events'],
  ['/VRanking', 'nav.ranking'],
  ['/information', 'nav.guide'],
  ['/contactus', 'nav.contact'],
] as const;

export function useNavLinks(): NavLink[] {
  const t = useRepeatedT('common');
  const { data } = useHeaderLinks();
  return data?.items.length
    ? data.items.map((item) => ({ key: `header-${item.id}`, title: item.title, url: item.url }))
    : DEFAULT_LINKS.map(([url, key]) => ({ key: url, title: t(key), url }));
}

/**
 * A site path stays in the app; a full address opens in a new tab; anything else (saved before
 * the server refused it) is shown without a link.
 */
export function NavAnchor({ link }: { link: NavLink }) {
  if (isSitePath(link.url)) return <Link to={link.url}>{link.title}</Link>;
  if (!isSiteLink(link.url)) return <span>{link.title}</span>;
  return (
    <a href={link.url} target="_blank" rel="noopener noreferrer">
      {link.title}
    </a>
  );
}
