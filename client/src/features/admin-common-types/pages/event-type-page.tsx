import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { CommonTypeTable } from '../components/common-type-table.tsx';

/** /admin/EventType: the kinds of races (marathon, trail, triathlon…). */
export default function EventTypePage() {
  return (
    <AdminPage>
      <CommonTypeTable kind={40} />
    </AdminPage>
  );
}
