import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { addPhotos, listCart, removeFromCart } from './cart.ts';
import { photoStates } from './photo-states.ts';
import {
  CartList,
  CreateListBody,
  CreateListResult,
  DeleteQuery,
  PhotoStates,
  PhotoStatesQuery,
  Removed,
} from './schemas.ts';

const base = '/api/services/app/Shop';
const tags = ['Shop'];
const member = { auth: 'member' as const };

/** The member's cart (/checkout). Checkout itself is Order/Checkout. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    `${base}/CreateList`,
    {
      schema: {
        tags,
        summary: 'Add photos to the cart; each photo is added or refused with the reason',
        body: CreateListBody,
        response: envelopeOf(CreateListResult),
      },
      config: member,
    },
    async (request) => ok(await addPhotos(app, request.culture, requireUser(request).id, request.body.photoIds)),
  );

  app.get(
    `${base}/getShopCartList`,
    {
      schema: {
        tags,
        summary: 'The cart grouped by activity and photographer, at current prices, with totals',
        response: envelopeOf(CartList),
      },
      config: member,
    },
    async (request) => ok(await listCart(app, request.culture, requireUser(request).id)),
  );

  app.get(
    `${base}/Delete`,
    {
      schema: {
        tags,
        summary: 'Remove a photo from the cart (by cart item id, or by photoId)',
        querystring: DeleteQuery,
        response: envelopeOf(Removed),
      },
      config: member,
    },
    async (request) => ok({ removed: await removeFromCart(app, requireUser(request).id, request.query) }),
  );

  app.get(
    `${base}/GetMyPhotoStates`,
    {
      schema: {
        tags,
        summary: "The member's bought, unpaid and in-cart photos among up to 100 (photoIds=1,2,3)",
        querystring: PhotoStatesQuery,
        response: envelopeOf(PhotoStates),
      },
      config: member,
    },
    async (request) => ok({ items: await photoStates(app, requireUser(request).id, request.query.photoIds) }),
  );
};

export default routes;
