import jwt from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function jwtPlugin(app: FastifyInstance) {
    await app.register(jwt, {
      secret: app.config.jwtSecret,
      sign: { expiresIn: app.config.jwtExpiresInSeconds },
    });
  },
  { name: 'jwt', dependencies: ['services'] },
);
