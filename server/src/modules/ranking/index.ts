import { featureModule } from '../../plugins/app/feature-module.ts';
import routes from './routes.ts';

/** The photographers' ranking. */
export default featureModule('ranking', [routes]);
