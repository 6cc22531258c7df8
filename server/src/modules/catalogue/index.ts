import { featureModule } from '../../plugins/app/feature-module.ts';
import routes from './routes.ts';

/** What visitors browse and search: activities' photos, bib and place-time search, photographers' pages. */
export default featureModule('catalogue', [routes]);
