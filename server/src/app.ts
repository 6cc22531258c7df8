import { randomUUID } from 'node:crypto';
import type { DestinationStream } from 'pino';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import registrationRoutes from './modules/auth/registration-routes.ts';
import activityRoutes from './modules/events/routes.ts';
import albumAdminRoutes from './modules/albums/admin-routes.ts';
import albumPhotoAdminRoutes from './modules/albums/admin-photo-routes.ts';
import activityAdminRoutes from './modules/events/admin-routes.ts';
import registeredBibAdminRoutes from './modules/events/registered-bibs-routes.ts';
import albumRoutes from './modules/albums/routes.ts';
import myWorkRoutes from './modules/albums/my-work-routes.ts';
import authRoutes from './modules/auth/routes.ts';
import auditAdminRoutes from './modules/audit/admin-routes.ts';
import bannerAdminRoutes from './modules/banners/admin-routes.ts';
import bannerRoutes from './modules/banners/routes.ts';
import adminMenuRoutes from './modules/auth/admin-routes.ts';
import roleAdminRoutes from './modules/roles/admin-routes.ts';
import dashboardAdminRoutes from './modules/dashboard/admin-routes.ts';
import commonTypeRoutes from './modules/common-types/routes.ts';
import commonTypeAdminRoutes from './modules/common-types/admin-routes.ts';
import devOutboxRoutes from './modules/dev-outbox/routes.ts';
import footAdminRoutes from './modules/footer/admin-routes.ts';
import footRoutes from './modules/footer/routes.ts';
import catalogueRoutes from './modules/catalogue/routes.ts';
import headerAdminRoutes from './modules/header/admin-routes.ts';
import headerRoutes from './modules/header/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import mediaRoutes from './modules/media/routes.ts';
import accountRoutes from './modules/account/routes.ts';
import attendanceRoutes from './modules/attendance/routes.ts';
import orderCallbackRoutes, { ecpayShopAddresses } from './modules/orders/callback-routes.ts';
import orderRoutes from './modules/orders/routes.ts';
import paymentSettingRoutes from './modules/payment-setting/routes.ts';
import { currentMerchant, seedPaymentSetting } from './payments/settings.ts';
import ecpaySimulator from './payments/simulator.ts';
import uploadRoutes from './modules/uploads/routes.ts';
import favoriteRoutes from './modules/favorites/routes.ts';
import shopRoutes from './modules/shop/routes.ts';
import downloadRoutes from './modules/downloads/routes.ts';
import inquiryRoutes from './modules/inquiries/routes.ts';
import rankingRoutes from './modules/ranking/routes.ts';
import remittanceRoutes from './modules/remittance/routes.ts';
import photographerSalesRoutes from './modules/photographer-sales/routes.ts';
import photographerApplicationRoutes from './modules/photographer-applications/routes.ts';
import photographerApplicationAdminRoutes from './modules/photographer-applications/admin-routes.ts';
import notificationAdminRoutes from './modules/notifications/admin-routes.ts';
import usersAdminRoutes from './modules/users/admin-routes.ts';
import orderAdminRoutes from './modules/orders/admin-routes.ts';
import reportAdminRoutes from './modules/reports/admin-routes.ts';
import incomeAdminRoutes from './modules/income/admin-routes.ts';
import settlementAdminRoutes from './modules/settlement/admin-routes.ts';
import httpCaching from './plugins/app/http-caching.ts';
import publicReadCache from './plugins/app/public-read-cache.ts';
import authorization from './plugins/app/authorization.ts';
import auditContext from './plugins/app/audit-context.ts';
import faces from './plugins/app/faces.ts';
import faceSearchRoutes from './modules/face-search/routes.ts';
import envelope from './plugins/app/envelope.ts';
import services, { type AppServices } from './plugins/app/services.ts';
import { boundRequestSchemas } from './lib/request-bounds.ts';
import { validatorCompiler } from './lib/validation.ts';
import clientApp from './plugins/external/client-app.ts';
import compression from './plugins/external/compression.ts';
import jwt from './plugins/external/jwt.ts';
import multipart from './plugins/external/multipart.ts';
import security from './plugins/external/security.ts';
import swagger from './plugins/external/swagger.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildOptions {
  /** Where log lines go (default: stdout); tests read them. */
  logStream?: DestinationStream;
}

/** One line per request, when it is answered, not Fastify's two: half the logging work on race day. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export async function buildApp(deps: AppServices, { logStream }: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Tokens, passwords and the merchant's payment keys never reach the log.
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.hashKey',
        '*.hashIv',
      ],
      serializers: {
        // Download links carry a short-lived token in the query (a browser's <a href> sends no header).
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: request.url.replace(/([?&]token=)[^&]*/g, '$1[Redacted]'),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
      ...(logStream && { stream: logStream }),
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    logController: new OneLinePerRequest(),
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Before any route: each one's request schema gets the database's bounds (decisions/017).
  app.addHook('onRoute', boundRequestSchemas);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(services, deps);
  await app.register(envelope);
  await app.register(publicReadCache); // before HTTP caching and compression: it keeps the plain 200 answer
  await app.register(httpCaching); // before compression: it hashes the plain answer
  await app.register(swagger);
  await app.register(security);
  await app.register(compression);
  await app.register(jwt);
  await app.register(multipart);
  await app.register(authorization);
  await app.register(auditContext);
  await app.register(faces, { detector: deps.faceDetector });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(adminMenuRoutes);
  await app.register(roleAdminRoutes);
  await app.register(dashboardAdminRoutes);
  await app.register(auditAdminRoutes);
  await app.register(registrationRoutes);
  await app.register(accountRoutes);
  await app.register(uploadRoutes);
  await app.register(albumRoutes);
  await app.register(myWorkRoutes);
  await app.register(albumAdminRoutes);
  await app.register(albumPhotoAdminRoutes);
  await app.register(faceSearchRoutes);
  await app.register(mediaRoutes);
  await app.register(activityRoutes);
  await app.register(activityAdminRoutes);
  await app.register(registeredBibAdminRoutes);
  await app.register(catalogueRoutes);
  await app.register(bannerRoutes);
  await app.register(bannerAdminRoutes);
  await app.register(headerRoutes);
  await app.register(headerAdminRoutes);
  await app.register(footRoutes);
  await app.register(footAdminRoutes);
  await app.register(commonTypeRoutes);
  await app.register(commonTypeAdminRoutes);
  // The payment settings row exists before any payment route runs.
  const paymentSetting = await seedPaymentSetting(deps.db, config.payments);
  await app.register(paymentSettingRoutes);
  await app.register(orderRoutes);
  await app.register(orderCallbackRoutes);
  if (paymentSetting.mode === 'simulator') {
    // The simulator plays ECPay for this shop only: its merchant while on the simulator, its own addresses.
    await app.register(ecpaySimulator, {
      merchant: async () => {
        const merchant = await currentMerchant(deps.db, config);
        return merchant.mode === 'simulator' ? merchant.keys : undefined;
      },
      shop: ecpayShopAddresses(config.publicUrl),
    });
  }
  await app.register(favoriteRoutes);
  await app.register(shopRoutes);
  await app.register(downloadRoutes);
  await app.register(inquiryRoutes);
  await app.register(rankingRoutes);
  await app.register(remittanceRoutes);
  await app.register(photographerSalesRoutes);
  await app.register(attendanceRoutes);
  await app.register(photographerApplicationRoutes);
  await app.register(photographerApplicationAdminRoutes);
  await app.register(notificationAdminRoutes);
  await app.register(usersAdminRoutes);
  await app.register(orderAdminRoutes);
  await app.register(reportAdminRoutes);
  await app.register(incomeAdminRoutes);
  await app.register(settlementAdminRoutes);
  if (deps.mailer.transport === 'outbox' && config.env !== 'production') await app.register(devOutboxRoutes);

  await app.register(clientApp);
  return app;
}
