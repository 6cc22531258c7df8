import { featureModule } from '../../plugins/app/feature-module.ts';
import routes from './routes.ts';

/** Web Push: the browsers where a member takes their follow notices (decisions/080). */
export default featureModule('push', [routes]);
