import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runAsActor } from '../../infra/audit-trail.ts';

/**
 * Requests to an admin route run as their admin, so every write they make lands in the audit trail
 * (infra/audit-trail.ts, decisions/031). A member's or photographer's own changes are not audited.
 */
export default fp(
  async function auditContext(app: FastifyInstance) {
    // A callback hook: what follows it (body parsing, handler, replies) runs inside the context.
    app.addHook('onRequest', (request, _reply, done) => {
      const rule = request.routeOptions.config.auth;
      if (typeof rule !== 'object' || !request.currentUser) return done();
      const route = `${request.method} ${request.routeOptions.url ?? request.url}`.slice(0, 200);
      runAsActor({ actorId: request.currentUser.id, requestId: request.id, route }, done);
    });
  },
  { name: 'audit-context', dependencies: ['authorization'] },
);
