import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';

/** Roles, their permissions and menus. */
export default featureModule('roles', [adminRoutes]);
