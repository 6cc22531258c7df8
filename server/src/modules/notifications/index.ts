import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';

/** Back-office notifications. */
export default featureModule('notifications', [adminRoutes]);
