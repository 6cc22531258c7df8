import { featureModule } from '../../plugins/app/feature-module.ts';
import routes from './routes.ts';

/** A photographer's upload tokens: the command-line uploader's sign-in, for uploading only (decisions/078). */
export default featureModule('upload-tokens', [routes]);
