import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';
import routes from './routes.ts';

/** Photographers' bank accounts for payouts. */
export default featureModule('remittance', [routes, adminRoutes]);
