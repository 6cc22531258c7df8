import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';

/** Money reports and their exports. */
export default featureModule('reports', [adminRoutes]);
