import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';

/** Monthly settlement batches and payouts. */
export default featureModule('settlement', [adminRoutes]);
