import { FootLinkTable } from '../components/foot-link-table.tsx';

/** /admin/Footer/Parent: the footer's column headings. */
export default function FooterColumnsPage() {
  return <FootLinkTable kind="column" />;
}
