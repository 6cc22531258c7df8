import { featureModule } from '../../plugins/app/feature-module.ts';
import routes from './routes.ts';

/** Following a bib: told by mail when its photos are published (decision 079). */
export default featureModule('follows', [routes]);
