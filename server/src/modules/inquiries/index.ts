import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';
import routes from './routes.ts';

/** The contact form and its back office. */
export default featureModule('inquiries', [routes, adminRoutes]);
