import { featureModule } from '../../plugins/app/feature-module.ts';
import routes from './routes.ts';

/** A member's favourite photos and activities. */
export default featureModule('favorites', [routes]);
