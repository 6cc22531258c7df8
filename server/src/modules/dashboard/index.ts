import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';

/** The back office's front page figures. */
export default featureModule('dashboard', [adminRoutes]);
