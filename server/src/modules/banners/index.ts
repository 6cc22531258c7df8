import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';
import routes from './routes.ts';

/** The home page's banners and their back office. */
export default featureModule('banners', [routes, adminRoutes]);
