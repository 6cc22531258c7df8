import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';
import adminRegisteredBibRoutes from './admin-registered-bibs-routes.ts';
import routes from './routes.ts';

/** Races in the calendar and the activities photographers shoot, and their back office. */
export default featureModule('events', [routes, adminRoutes, adminRegisteredBibRoutes]);
