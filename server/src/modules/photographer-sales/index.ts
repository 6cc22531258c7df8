import { featureModule } from '../../plugins/app/feature-module.ts';
import routes from './routes.ts';

/** A photographer's sales, transactions and earnings. */
export default featureModule('photographer-sales', [routes]);
