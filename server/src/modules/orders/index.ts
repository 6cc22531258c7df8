import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';
import callbackRoutes from './callback-routes.ts';
import routes from './routes.ts';
import simulator from './simulator.ts';

/** Checkout, ECPay's payment notices, orders and refunds in the back office, and the local ECPay simulator. */
export default featureModule('orders', [routes, callbackRoutes, adminRoutes, simulator]);
