import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { AdminPaymentSettingView, UpdatePaymentSettingBody } from './schemas.ts';
import { getPaymentSetting } from '../../payments/settings.ts';
import { toAdminView, updatePaymentSetting } from './service.ts';

const base = '/api/services/app/AdminPaymentSetting';
const admin = { auth: { admin: [PERMISSIONS.PaymentSettings] } };

/** The back office's payment settings: merchant, mode, methods, commission (the price list is an album setting). */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/Get`,
    {
      schema: {
        summary: 'Payment settings (the keys only as set / not set)',
        response: envelopeOf(AdminPaymentSettingView),
      },
      config: admin,
    },
    async () => ok(toAdminView(await getPaymentSetting(app.db))),
  );

  app.post(
    `${base}/Update`,
    {
      schema: {
        summary: 'Change payment settings; HashKey and HashIV are replaced only when given',
        body: UpdatePaymentSettingBody,
        response: envelopeOf(AdminPaymentSettingView),
      },
      config: admin,
    },
    async (request) => ok(toAdminView(await updatePaymentSetting(app.db, app.config, request.body))),
  );
};

export default adminRoutes;
