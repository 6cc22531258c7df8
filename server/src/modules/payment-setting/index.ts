import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';

/** ECPay's merchant settings in the back office. */
export default featureModule('payment-setting', [adminRoutes]);
