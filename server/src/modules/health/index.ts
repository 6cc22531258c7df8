import { featureModule } from '../../plugins/app/feature-module.ts';
import routes from './routes.ts';

/** Liveness for load balancers and uptime checks. */
export default featureModule('health', [routes]);
