import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { acceptFormBodies, formFields } from '../../payments/form-body.ts';
import { handleReturnNotification, orderForResult } from './callbacks.ts';
import { ORDER_RESULT_PATH, orderDetailsUrl, RETURN_PATH } from './queries.ts';

const tags = ['Payment'];
// The fields are read as posted: a body schema would drop the ones it does not list, and every
// posted field is part of the CheckMacValue.
const consumes = ['application/x-www-form-urlencoded'];

/** ECPay's posts: not enveloped, form-encoded, no login (they prove themselves by CheckMacValue). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);

  app.post(
    RETURN_PATH,
    {
      schema: {
        tags,
        summary: 'ECPay ReturnURL: verified payment result, answered 1|OK or 0|reason',
        consumes,
        response: { 200: Type.String(), 400: Type.String() },
      },
    },
    async (request, reply) => {
      const answer = await handleReturnNotification(app, formFields(request.body), request.log);
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
        tags,
        summary: "ECPay OrderResultURL: sends the browser to the order's page (never marks it paid)",
        consumes,
      },
    },
    async (request, reply) => {
      const order = await orderForResult(app, formFields(request.body));
      return reply.redirect(order ? orderDetailsUrl(app, order.id) : `${app.config.publicUrl}/consumerrecords`, 303);
    },
  );
};

export default routes;
