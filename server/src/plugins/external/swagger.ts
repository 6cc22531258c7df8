import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function openApi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: '運動相簿 API',
          description:
            'Answers are wrapped in the ABP envelope `{ success, result, error, unAuthorizedRequest, __abp }`. ' +
            'Send `.AspNetCore.Culture: c=zh-TW|uic=zh-TW` (or en) to choose the language of messages.',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
