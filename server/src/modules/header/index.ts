import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';
import routes from './routes.ts';

/** The header's links and their back office. */
export default featureModule('header', [routes, adminRoutes]);
