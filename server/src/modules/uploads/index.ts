import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';
import routes from './routes.ts';

/** A member's avatar and the rich-text editor's pictures. */
export default featureModule('uploads', [routes, adminRoutes]);
