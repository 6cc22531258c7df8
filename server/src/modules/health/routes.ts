import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';

const Health = Type.Object({ status: Type.Literal('ok'), database: Type.Literal('ok'), time: Type.String() });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      schema: { summary: 'Liveness and database reachability', response: envelopeOf(Health) },
      logLevel: 'warn',
    },
    async () => {
      await app.db.$queryRaw`SELECT 1`;
      return ok({ status: 'ok' as const, database: 'ok' as const, time: new Date().toISOString() });
    },
  );
};

export default routes;
