import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';
import routes from './routes.ts';

/** Which photographers shoot which activity: their sign-ups and the back office's list. */
export default featureModule('attendance', [routes, adminRoutes]);
