import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';
import registrationRoutes from './registration-routes.ts';
import routes from './routes.ts';

/** Signing in and out, signing up, password resets, and the signed-in admin's menu. */
export default featureModule('auth', [routes, registrationRoutes, adminRoutes]);
