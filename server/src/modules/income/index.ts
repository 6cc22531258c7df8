import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';

/** Photographers' income and balances for finance. */
export default featureModule('income', [adminRoutes]);
