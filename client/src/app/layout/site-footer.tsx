import { useRepeatedT } from '../../lib/i18n.ts';
import { Link } from 'react-router-dom';
import { useFootPages } from '../../lib/stores/footer-store.ts';
import { taipeiYear } from '../../lib/taipei-time.ts';
import { FOOT_PREFIX } from '../footer-routes.ts';

export function SiteFooter() {
  const t = useRepeatedT('common');
  const pages = useFootPages();
  return (
    <footer className="site-footer">
      {pages.length > 0 && (
        <nav className="site-footer-links">
          {pages.map((page) => (
            <Link key={page.id} to={`${FOOT_PREFIX}${page.sgL_RequestUrl}`}>
              {page.title}
            </Link>
          ))}
        </nav>
      )}
      <p className="site-footer-copyright">{t('footer.copyright', { year: taipeiYear() })}</p>
    </footer>
  );
}
