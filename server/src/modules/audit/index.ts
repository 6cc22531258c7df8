import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';

/** The audit trail of admin changes. */
export default featureModule('audit', [adminRoutes]);
