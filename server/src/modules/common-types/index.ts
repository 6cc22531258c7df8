import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';
import routes from './routes.ts';

/** Regions, cities and race types (`CommonType`), and their back office. */
export default featureModule('common-types', [routes, adminRoutes]);
