import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';
import sampler from './sampler.ts';

/** The back office's system status page for race day (decision 070). */
export default featureModule('system-status', [adminRoutes, sampler]);
