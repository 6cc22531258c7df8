import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { CreatedToken, CreateTokenBody, RevokeTokenBody, UploadTokenList } from './schemas.ts';
import { createToken, myTokens, revokeToken } from './service.ts';

const base = '/api/services/app/PhotographerUploadToken';
const photographer = { auth: 'photographer' as const };

/**
 * A photographer's upload tokens, managed from a signed-in session only: these routes do not take an
 * upload token, so a leaked one cannot make more or keep itself alive.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/GetMyTokens`,
    {
      schema: {
        summary: "The caller's upload tokens, newest first, with their last use (never their secrets)",
        response: envelopeOf(UploadTokenList),
      },
      config: photographer,
    },
    async (request) => ok(await myTokens(app, requireUser(request).id)),
  );

  app.post(
    `${base}/Create`,
    {
      schema: {
        summary: 'Make an upload token for the command-line uploader; its secret is answered this once only',
        body: CreateTokenBody,
        response: envelopeOf(CreatedToken),
      },
      config: photographer,
    },
    async (request) => ok(await createToken(app, requireUser(request).id, request.body.name)),
  );

  app.post(
    `${base}/Revoke`,
    {
      schema: {
        summary: 'Revoke one of the caller’s upload tokens: refused from the next request on',
        body: RevokeTokenBody,
        response: envelopeOf(Type.Null()),
      },
      config: photographer,
    },
    async (request) => {
      await revokeToken(app, requireUser(request).id, request.body.id);
      return ok(null);
    },
  );
};

export default routes;
