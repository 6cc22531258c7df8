import { featureModule } from '../../plugins/app/feature-module.ts';
import routes from './routes.ts';

/** Public files (previews, thumbnails, covers) from the embedded store. */
export default featureModule('media', [routes]);
