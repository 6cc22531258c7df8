import { randomUUID } from 'node:crypto';
import type { DestinationStream } from 'pino';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import account from './modules/account/index.ts';
import albums from './modules/albums/index.ts';
import attendance from './modules/attendance/index.ts';
import audit from './modules/audit/index.ts';
import auth from './modules/auth/index.ts';
import banners from './modules/banners/index.ts';
import catalogue from './modules/catalogue/index.ts';
import commonTypes from './modules/common-types/index.ts';
import dashboard from './modules/dashboard/index.ts';
import devOutbox from './modules/dev-outbox/index.ts';
import downloads from './modules/downloads/index.ts';
import events from './modules/events/index.ts';
import faceSearch from './modules/face-search/index.ts';
import favorites from './modules/favorites/index.ts';
import follows from './modules/follows/index.ts';
import push from './modules/push/index.ts';
import footer from './modules/footer/index.ts';
import header from './modules/header/index.ts';
import health from './modules/health/index.ts';
import income from './modules/income/index.ts';
import inquiries from './modules/inquiries/index.ts';
import media from './modules/media/index.ts';
import notifications from './modules/notifications/index.ts';
import orders from './modules/orders/index.ts';
import paymentSetting from './modules/payment-setting/index.ts';
import photographerApplications from './modules/photographer-applications/index.ts';
import photographerSales from './modules/photographer-sales/index.ts';
import ranking from './modules/ranking/index.ts';
import remittance from './modules/remittance/index.ts';
import reports from './modules/reports/index.ts';
import roles from './modules/roles/index.ts';
import settlement from './modules/settlement/index.ts';
import shop from './modules/shop/index.ts';
import systemStatus from './modules/system-status/index.ts';
import uploads from './modules/uploads/index.ts';
import uploadTokens from './modules/upload-tokens/index.ts';
import users from './modules/users/index.ts';
import httpCaching from './plugins/app/http-caching.ts';
import pageData from './plugins/app/page-data.ts';
import publicReadCache from './plugins/app/public-read-cache.ts';
import authorization from './plugins/app/authorization.ts';
import auditContext from './plugins/app/audit-context.ts';
import faces from './plugins/app/faces.ts';
import envelope from './plugins/app/envelope.ts';
import jsonBody from './plugins/app/json-body.ts';
import metrics from './plugins/app/metrics.ts';
import services, { type AppServices } from './plugins/app/services.ts';
import { boundRequestSchemas, SMALLEST_BODY_LIMIT } from './lib/request-bounds.ts';
import { validatorCompiler } from './lib/validation.ts';
import { logPrivacy, requestForLog } from './lib/log-privacy.ts';
import clientApp from './plugins/external/client-app.ts';
import compression from './plugins/external/compression.ts';
import jwt from './plugins/external/jwt.ts';
import multipart from './plugins/external/multipart.ts';
import security from './plugins/external/security.ts';
import swagger from './plugins/external/swagger.ts';

export interface BuildOptions {
  /** Where log lines go (default: stdout); tests read them. */
  logStream?: DestinationStream;
}

/**
 * One JSON line per request, when it is answered, not Fastify's two: half the logging work on race
 * day. It carries the request id (reqId), the route pattern, the status and the time in ms.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    const route = request.routeOptions.url ?? 'unmatched';
    reply.log.info({ req: request, route, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export async function buildApp(deps: AppServices, { logStream }: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...logPrivacy,
      serializers: { ...logPrivacy.serializers, req: requestForLog },
      ...(logStream && { stream: logStream }),
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    // A route with a JSON body schema takes what its largest valid body needs (request-bounds.ts).
    bodyLimit: SMALLEST_BODY_LIMIT,
    logController: new OneLinePerRequest(),
    // Past Fastify's 10 s default: the client-app plugin loads the client's server bundle (decisions/
    // 076), which took 14.5 s through tsx on a busy 2-core machine (2 s with plain Node, quiet).
    pluginTimeout: 60_000,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Before any route: each one's request schema gets the database's bounds (decisions/017).
  app.addHook('onRoute', boundRequestSchemas);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(services, deps);
  await app.register(envelope);
  await app.register(jsonBody);
  await app.register(publicReadCache); // before HTTP caching and compression: it keeps the plain 200 answer
  await app.register(pageData); // before the modules: it learns their page reads as they are declared
  await app.register(httpCaching); // before compression: it hashes the plain answer
  await app.register(swagger);
  await app.register(security);
  await app.register(compression);
  await app.register(jwt);
  await app.register(multipart);
  await app.register(authorization);
  await app.register(auditContext);
  await app.register(faces, { detector: deps.faceDetector });
  await app.register(metrics);

  // The feature modules (modules/<name>/index.ts), each with its routes, public and back office.
  await app.register(health);
  await app.register(auth);
  await app.register(roles);
  await app.register(dashboard);
  await app.register(audit);
  await app.register(account);
  await app.register(uploads);
  await app.register(uploadTokens);
  await app.register(albums);
  await app.register(faceSearch);
  await app.register(media);
  await app.register(events);
  await app.register(catalogue);
  await app.register(banners);
  await app.register(header);
  await app.register(footer);
  await app.register(commonTypes);
  await app.register(paymentSetting);
  await app.register(orders);
  await app.register(favorites);
  await app.register(follows);
  await app.register(push);
  await app.register(shop);
  await app.register(downloads);
  await app.register(inquiries);
  await app.register(ranking);
  await app.register(remittance);
  await app.register(photographerSales);
  await app.register(attendance);
  await app.register(photographerApplications);
  await app.register(notifications);
  await app.register(users);
  await app.register(reports);
  await app.register(income);
  await app.register(settlement);
  await app.register(systemStatus);
  await app.register(devOutbox);

  await app.register(clientApp);
  return app;
}
