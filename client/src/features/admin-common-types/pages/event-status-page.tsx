import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { CommonTypeTable } from '../components/common-type-table.tsx';

/** /admin/EventStatus: regions and the cities under them. */
export default function EventStatusPage() {
  return (
    <AdminPage>
      <CommonTypeTable kind={30} />
    </AdminPage>
  );
}
