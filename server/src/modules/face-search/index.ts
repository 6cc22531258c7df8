import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';
import routes from './routes.ts';

/** Selfie search, not-me and hide-me, and their back office. */
export default featureModule('face-search', [routes, adminRoutes]);
