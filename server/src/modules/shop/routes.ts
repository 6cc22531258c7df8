import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { addPhotos, listCart, removeFromCart } from './cart.ts';
import { addBundle, bundleOffer, removeBundle } from './bundle.ts';
import { photoStates } from './photo-states.ts';
import {
  AddedBundle,
  BundleIdQuery,
  BundleOfferResult,
  BundleQuery,
  CartList,
  CreateListBody,
  CreateListResult,
  DeleteQuery,
  PhotoStates,
  PhotoStatesQuery,
  Removed,
} from './schemas.ts';

const base = '/api/services/app/Shop';
const member = { auth: 'member' as const };

/** The member's cart (/checkout). Checkout itself is Order/Checkout. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    `${base}/CreateList`,
    {
      schema: {
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
        summary: "The member's bought, unpaid and in-cart photos among up to 100 (photoIds=1,2,3)",
        querystring: PhotoStatesQuery,
        response: envelopeOf(PhotoStates),
      },
      config: member,
    },
    async (request) => ok({ items: await photoStates(app, requireUser(request).id, request.query.photoIds) }),
  );

  // The per-activity bundle (docs/decisions/036).
  app.get(
    `${base}/GetBundleOffer`,
    {
      schema: {
        summary:
          "The bundle of the member's photos a bib (code) or their own selfie search (faceSearchId) finds in an activity, or null when none is offered",
        querystring: BundleQuery,
        response: envelopeOf(BundleOfferResult),
      },
      config: member,
    },
    async (request) => {
      const { activityId, ...search } = request.query;
      const offer = await bundleOffer(app, requireUser(request).id, activityId, search);
      if (!offer) return ok(null);
      const { photoIds: _, ...shown } = offer;
      return ok(shown);
    },
  );

  app.post(
    `${base}/AddBundle`,
    {
      schema: {
        summary:
          "Add all the member's photos a bib (code) or their own selfie search (faceSearchId) finds in an activity as one bundle line (their single lines go)",
        body: BundleQuery,
        response: envelopeOf(AddedBundle),
      },
      config: member,
    },
    async (request) => {
      const { activityId, ...search } = request.body;
      return ok(await addBundle(app, requireUser(request).id, activityId, search));
    },
  );

  app.get(
    `${base}/DeleteBundle`,
    {
      schema: {
        summary: 'Remove a bundle from the cart',
        querystring: BundleIdQuery,
        response: envelopeOf(Removed),
      },
      config: member,
    },
    async (request) => {
      await removeBundle(app, requireUser(request).id, request.query.id);
      return ok({ removed: 1 });
    },
  );
};

export default routes;
