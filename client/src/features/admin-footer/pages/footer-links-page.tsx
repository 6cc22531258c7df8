import { FootLinkTable } from '../components/foot-link-table.tsx';

/** /admin/Footer/Child: a column's links, each a page at /foot/{sgL_RequestUrl}. */
export default function FooterLinksPage() {
  return <FootLinkTable kind="link" />;
}
