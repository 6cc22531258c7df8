import { featureModule } from '../../plugins/app/feature-module.ts';
import routes from './routes.ts';

/** The cart and what a member may buy. */
export default featureModule('shop', [routes]);
