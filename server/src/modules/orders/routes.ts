import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { getPaymentSetting } from '../../payments/settings.ts';
import { checkout, offeredMethods } from './checkout.ts';
import { ecpayShopAddresses } from './callback-routes.ts';
import { ecpayForm } from './payment-form.ts';
import { memberOrders, orderDetail } from './views.ts';
import {
  CheckoutBody,
  CheckoutResult,
  EcpayFormQuery,
  EcpayFormResult,
  IdQuery,
  OrderDetail,
  OrderList,
  OrdersQuery,
  PaymentMethods,
} from './schemas.ts';

const base = '/api/services/app/Order';
const member = { auth: 'member' as const };

/** A member's orders: checkout from the cart, the ECPay form to pay, and the order history. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const shop = ecpayShopAddresses(app.config.publicUrl);

  app.post(
    `${base}/Checkout`,
    {
      schema: {
        summary: 'Turn the whole cart into a pending order (prices of this moment, 30 minutes to pay)',
        body: CheckoutBody,
        response: envelopeOf(CheckoutResult),
      },
      config: member,
    },
    async (request) => {
      const order = await checkout(app, requireUser(request), request.body.choosePayment);
      return ok({ orderId: order.id, merchantTradeNo: order.merchantTradeNo, totalAmount: order.totalAmount });
    },
  );

  app.get(
    `${base}/GetPaymentMethods`,
    {
      schema: {
        summary: 'The payment methods a member may choose at checkout (the enabled ones), the default first',
        response: envelopeOf(PaymentMethods),
      },
      config: member,
    },
    async () => ok({ methods: offeredMethods((await getPaymentSetting(app.db)).enabledMethods) }),
  );

  app.get(
    `${base}/GetEcpayForm`,
    {
      schema: {
        summary:
          "The signed AioCheckOut form of the caller's pending order, for the browser to post: each request a new MerchantTradeNo",
        querystring: EcpayFormQuery,
        response: envelopeOf(EcpayFormResult),
      },
      config: member,
    },
    async (request) =>
      ok(await ecpayForm(app, requireUser(request), request.query.orderId, request.query.choosePayment, shop)),
  );

  app.get(
    `${base}/Get`,
    {
      schema: {
        summary: 'An order with its photos (its buyer, or an admin with the Orders permission)',
        querystring: IdQuery,
        response: envelopeOf(OrderDetail),
      },
      config: member,
    },
    async (request) => ok(await orderDetail(app, requireUser(request), request.query.id, request.culture)),
  );

  app.get(
    `${base}/GetAll`,
    {
      schema: {
        summary: "The caller's orders, newest first",
        querystring: OrdersQuery,
        response: envelopeOf(OrderList),
      },
      config: member,
    },
    async (request) => ok(await memberOrders(app, requireUser(request), request.query)),
  );
};

export default routes;
