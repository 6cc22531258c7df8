import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';

/** Accounts in the back office. */
export default featureModule('users', [adminRoutes]);
