import { featureModule } from '../../plugins/app/feature-module.ts';
import routes from './routes.ts';

/** Originals and order ZIPs for their buyers. */
export default featureModule('downloads', [routes]);
