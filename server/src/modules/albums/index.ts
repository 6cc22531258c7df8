import { featureModule } from '../../plugins/app/feature-module.ts';
import adminPhotoRoutes from './admin-photo-routes.ts';
import adminRoutes from './admin-routes.ts';
import myWorkRoutes from './my-work-routes.ts';
import routes from './routes.ts';

/** Photographers' albums: uploads, my work, and the back office's albums, album settings and photo processing. */
export default featureModule('albums', [routes, myWorkRoutes, adminRoutes, adminPhotoRoutes]);
