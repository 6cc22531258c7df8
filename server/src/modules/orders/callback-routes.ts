import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { RETRY_AFTER_SECONDS, isServiceUnavailable } from '../../lib/service-unavailable.ts';
import type { ShopAddresses } from '../../payments/ecpay.ts';
import { paymentNotices } from '../../infra/metrics.ts';
import { acceptFormBodies, formFields } from '../../payments/form-body.ts';
import { publicAnswerTo } from '../../plugins/app/envelope.ts';
import { handleReturnNotification, orderForResult, refuseNonFormNotification } from './callbacks.ts';

const RETURN_PATH = '/api/services/app/Payment/EcpayReturn';
const ORDER_RESULT_PATH = '/api/services/app/Payment/EcpayOrderResult';
/** The web client's page of one order, where ECPay's browser posts end. */
const ORDER_DETAILS_PAGE = '/orderdetails/';

/** The addresses of these routes (and of the order page) that every ECPay form carries. */
export function ecpayShopAddresses(publicUrl: string): ShopAddresses {
  const orderPage = `${publicUrl}${ORDER_DETAILS_PAGE}`;
  return {
    returnUrl: `${publicUrl}${RETURN_PATH}`,
    orderResultUrl: `${publicUrl}${ORDER_RESULT_PATH}`,
    clientBackUrl: (orderId) => `${orderPage}${orderId}`,
    isClientBackUrl: (url) => url.startsWith(orderPage) && /^[1-9]\d{0,9}$/.test(url.slice(orderPage.length)),
  };
}
// The fields are read as posted: a body schema would drop the ones it does not list, and every
// posted field is part of the CheckMacValue.
const consumes = ['application/x-www-form-urlencoded'];

/** ECPay's posts: not enveloped, form-encoded, no login (they prove themselves by CheckMacValue). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);
  const shop = ecpayShopAddresses(app.config.publicUrl);

  app.post(
    RETURN_PATH,
    {
      schema: {
        summary: 'ECPay ReturnURL: verified payment result, answered 1|OK or 0|reason',
        consumes,
        response: { 200: Type.String(), '4xx': Type.String(), '5xx': Type.String() },
      },
      // ECPay reads a plain-text answer: a body refused before the handler (too large, NUL in a
      // field) is answered in that form too, not with the JSON envelope. Anything but 1|OK makes
      // ECPay send the notice again, which is what a database out of reach needs (decisions/047).
      // The reason is the one any caller gets (plugins/app/envelope.ts), never the error's own
      // text: a database error's message names the server's code and files.
      errorHandler: (error, request, reply) => {
        if (isServiceUnavailable(error)) {
          paymentNotices.inc({ outcome: 'unavailable' });
          request.log.warn({ err: error }, 'ECPay notice not applied: service unavailable, ECPay will retry');
          reply.header('retry-after', String(RETRY_AFTER_SECONDS));
          return reply.status(503).type('text/plain; charset=utf-8').send('0|temporarily unavailable');
        }
        const { status, message } = publicAnswerTo(error, request);
        paymentNotices.inc({ outcome: 'refused' });
        return reply.status(status).type('text/plain; charset=utf-8').send(`0|${message}`);
      },
    },
    async (request, reply) => {
      // ECPay posts url-encoded forms of strings: any other body is not ECPay's notice.
      const fields = formFields(request.body);
      const answer = fields
        ? await handleReturnNotification(app, fields, request.log)
        : refuseNonFormNotification(request.log);
      paymentNotices.inc({ outcome: answer.outcome });
      return reply
        .status(answer.outcome === 'refused' ? 400 : 200)
        .type('text/plain; charset=utf-8')
        .send(answer.body);
    },
  );

  app.post(
    ORDER_RESULT_PATH,
    {
      schema: {
        summary: "ECPay OrderResultURL: sends the browser to the order's page (never marks it paid)",
        consumes,
      },
    },
    async (request, reply) => {
      const fields = formFields(request.body);
      const order = fields && (await orderForResult(app, fields));
      return reply.redirect(order ? shop.clientBackUrl(order.id) : `${app.config.publicUrl}/consumerrecords`, 303);
    },
  );
};

export default routes;
