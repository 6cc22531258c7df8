import type { FastifyPluginAsync } from 'fastify';
import { featureModule } from '../../plugins/app/feature-module.ts';
import adminRoutes from './admin-routes.ts';

const outbox = featureModule('dev-outbox', [adminRoutes]);

/** The local outbox's mail for admins, only where mail is not sent (never in production). */
const devOutbox: FastifyPluginAsync = async (app) => {
  if (app.mailer.transport === 'outbox' && app.config.env !== 'production') await app.register(outbox);
};

export default devOutbox;
