import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';
import routes from './routes.ts';

/** Becoming a photographer: the application and its review. */
export default featureModule('photographer-applications', [routes, adminRoutes]);
