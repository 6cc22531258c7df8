import type { FastifyPluginAsync } from 'fastify';

/**
 * A feature module's entry plugin (modules/<name>/index.ts): its route files, each operation
 * tagged with the module's name in the OpenAPI document, so the document, the server folder, the
 * client feature and the README's Names table say the same name.
 */
export function featureModule(name: string, parts: readonly FastifyPluginAsync[]): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: [name] };
    });
    for (const part of parts) await app.register(part);
  };
}
