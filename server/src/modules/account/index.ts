import { featureModule } from '../../plugins/app/feature-module.ts';
import routes from './routes.ts';

/** A member's own profile and settings (`MemEmber/*`). */
export default featureModule('account', [routes]);
