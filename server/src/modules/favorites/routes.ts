import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { Changed, FavoriteIds, FavoriteList, FavoriteListQuery, FavoriteTarget } from './schemas.ts';
import { addFavorite, favoriteIds, listFavorites, removeFavorite } from './service.ts';

const base = '/api/services/app/Favorite';
const member = { auth: 'member' as const };

/** The member's favourite photos and activities (/favorite, and the hearts on every list). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    `${base}/Add`,
    {
      schema: {
        summary: 'Add a photo or an activity to the favourites (again: no change)',
        body: FavoriteTarget,
        response: envelopeOf(Changed),
      },
      config: member,
    },
    async (request) => ok({ changed: await addFavorite(app, requireUser(request).id, request.body) }),
  );

  app.post(
    `${base}/Remove`,
    {
      schema: {
        summary: 'Remove a photo or an activity from the favourites',
        body: FavoriteTarget,
        response: envelopeOf(Changed),
      },
      config: member,
    },
    async (request) => ok({ changed: await removeFavorite(app, requireUser(request).id, request.body) }),
  );

  app.get(
    `${base}/GetAll`,
    {
      schema: {
        summary: 'Favourite photos or activities still on view, newest favourite first',
        querystring: FavoriteListQuery,
        response: envelopeOf(FavoriteList),
      },
      config: member,
    },
    async (request) => ok(await listFavorites(app, request.culture, requireUser(request).id, request.query)),
  );

  app.get(
    `${base}/GetIds`,
    {
      schema: { summary: 'Ids of every favourite, for the hearts on lists', response: envelopeOf(FavoriteIds) },
      config: member,
    },
    async (request) => ok(await favoriteIds(app, requireUser(request).id)),
  );
};

export default routes;
