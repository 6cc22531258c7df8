import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { PagedResult } from '../../shared/paging.ts';
import { adminOrderDetail, listAdminOrders } from './admin-orders.ts';
import {
  AdminOrderDetail,
  AdminOrderIdQuery,
  AdminOrderListItem,
  AdminOrderExportQuery,
  AdminOrderListQuery,
  RefundBody,
} from './admin-schemas.ts';
import { ordersCsv } from './order-export.ts';
import { refundOrder } from './refunds.ts';
import Type from 'typebox';
import { sendCsvDownload } from '../../lib/attachment.ts';

const base = '/api/services/app/AdminOrder';
const readers = { auth: { admin: [PERMISSIONS.Orders] } };
const refunders = { auth: { admin: [PERMISSIONS.Orders, PERMISSIONS.OrdersRefund] } };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/GetAll`,
    {
      schema: {
        summary:
          'Orders, newest first: search by order number or MerchantTradeNo, member e-mail, status, activity, order date, anomalies',
        querystring: AdminOrderListQuery,
        response: envelopeOf(PagedResult(AdminOrderListItem)),
      },
      config: readers,
    },
    async (request) => ok(await listAdminOrders(app, request.query)),
  );

  app.get(
    `${base}/ExportCsv`,
    {
      schema: {
        summary: 'The filtered order list as CSV (UTF-8 with BOM), every order the filters match, newest first',
        produces: ['text/csv'],
        querystring: AdminOrderExportQuery,
        response: { '4xx': Type.Ref('ErrorEnvelope'), '5xx': Type.Ref('ErrorEnvelope') },
      },
      config: readers,
    },
    async (request, reply) =>
      sendCsvDownload(reply, 'orders.csv', await ordersCsv(app, request.culture, request.query)),
  );

  app.get(
    `${base}/Get`,
    {
      schema: {
        summary: "An order's page: items, payment attempts, every ECPay notice, refunds and anomalies",
        querystring: AdminOrderIdQuery,
        response: envelopeOf(AdminOrderDetail),
      },
      config: readers,
    },
    async (request) => ok(await adminOrderDetail(app, request.query.id)),
  );

  app.post(
    `${base}/Refund`,
    {
      schema: {
        summary:
          'Refund some or all remaining items of a paid order (their downloads stop, their shares are reversed), or a duplicate payment',
        body: RefundBody,
        response: envelopeOf(AdminOrderDetail),
      },
      config: refunders,
    },
    async (request) => {
      await refundOrder(app, requireUser(request).id, request.body);
      return ok(await adminOrderDetail(app, request.body.orderId));
    },
  );
};

export default routes;
