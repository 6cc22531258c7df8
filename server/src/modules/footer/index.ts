import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';
import routes from './routes.ts';

/** The footer's columns, links and pages, and their back office. */
export default featureModule('footer', [routes, adminRoutes]);
