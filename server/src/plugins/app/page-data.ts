import { parse as parseQuery } from 'node:querystring';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors.ts';
import type { Culture } from '../../lib/i18n.ts';
import { validatorCompiler } from '../../lib/validation.ts';
import { CACHED_ANSWER_TYPE, guestCacheKey } from './public-read-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public read a page rendered on the server makes in process (page-data.ts). Its handler
     * reads only the request's culture, query and body, and never the reply.
     */
    pageRead?: true;
  }
  interface FastifyInstance {
    pageData: PageData;
  }
}

/** A read as the browser would send it: the address with its query string, and a JSON body for a POST. */
export interface PageRead {
  method: 'GET' | 'POST';
  target: string;
  body?: string;
}

/** The envelope's `result`, exactly as the API would have answered it, or the status it would have answered. */
export type PageReadAnswer = { ok: true; result: unknown } | { ok: false; status: number };

export interface PageData {
  read(read: PageRead, culture: Culture): Promise<PageReadAnswer>;
}

interface ReadRoute {
  method: 'GET' | 'POST';
  url: string;
  handler: RouteOptions['handler'];
  schema: FastifySchema;
  /** Compiled on first use, as Fastify compiles the route's own. */
  compiled?: { validate: ReturnType<typeof validatorCompiler>; serialize: (answer: unknown) => string };
}

/** What a page read's handler is given: the request's culture, query and body, and a log; nothing else. */
function requestFor(route: ReadRoute, culture: Culture, input: unknown, log: FastifyInstance['log']) {
  const given: Record<PropertyKey, unknown> = { culture, log, query: {}, body: undefined };
  given[route.method === 'GET' ? 'query' : 'body'] = input;
  return new Proxy(given, {
    get(target, property) {
      if (property in target) return target[property];
      throw new Error(
        `A page read (${route.url}) used request.${String(property)}: it may read only culture, query and body`,
      );
    },
  });
}

const replyOutOfReach = new Proxy(
  {},
  {
    get(_, property) {
      throw new Error(`A page read used reply.${String(property)}`);
    },
  },
);

function inputOf(read: PageRead): { path: string; input: unknown } | undefined {
  const [path = '', query = ''] = read.target.split('?', 2);
  if (read.method === 'GET') return { path, input: { ...parseQuery(query) } };
  try {
    return { path, input: read.body === undefined ? undefined : JSON.parse(read.body) };
  } catch {
    return undefined;
  }
}

/**
 * The public reads of a page rendered on the server, made in process (decisions/076): the route's
 * own handler after the route's own validation, its answer serialised by the route's own schema,
 * and the guests' short cache shared with the API (decisions/057). No HTTP request, no socket.
 */
export default fp(
  async function pageData(app: FastifyInstance) {
    const routes = new Map<string, ReadRoute>();
    const compileSerializer = SerializerSelector()(app.getSchemas(), {});

    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      // Fastify adds a HEAD twin of each GET route, with its options.
      if (route.config?.pageRead !== true || methods[0] === 'HEAD') return;
      const method = methods.length === 1 && (['GET', 'POST'] as const).find((read) => read === methods[0]);
      if (!method) throw new Error(`A page read is one GET or POST route: ${route.url}`);
      if (!(route.schema?.response as Record<string, unknown> | undefined)?.[200])
        throw new Error(`A page read declares its answer's schema, as the API serialises by it: ${route.url}`);
      routes.set(`${method} ${route.url}`, {
        method,
        url: route.url,
        handler: route.handler,
        schema: route.schema ?? {},
      });
    });

    function compiled(route: ReadRoute) {
      route.compiled ??= {
        validate: validatorCompiler({
          schema: (route.method === 'GET' ? route.schema.querystring : route.schema.body) ?? {},
          method: route.method,
          url: route.url,
          httpPart: route.method === 'GET' ? 'querystring' : 'body',
        }),
        serialize: compileSerializer({
          schema: (route.schema.response as Record<number, unknown>)[200],
          method: route.method,
          url: route.url,
          httpStatus: '200',
        }),
      };
      return route.compiled;
    }

    async function answerOf(route: ReadRoute, culture: Culture, input: unknown): Promise<string> {
      const answer = await (route.handler as (request: unknown, reply: unknown) => unknown).call(
        app,
        requestFor(route, culture, input, app.log),
        replyOutOfReach,
      );
      return compiled(route).serialize(answer);
    }

    app.decorate('pageData', {
      async read(read, culture) {
        const parsed = inputOf(read);
        const route = parsed && routes.get(`${read.method} ${parsed.path}`);
        if (!parsed || !route) return { ok: false, status: 404 };
        const { validate } = compiled(route);
        if (!validate(parsed.input)) return { ok: false, status: 400 };
        try {
          const cache = app.publicReadCache;
          const key = guestCacheKey(culture, read.method, read.target, parsed.input);
          let body = cache?.get(key)?.body;
          if (body === undefined) {
            body = await answerOf(route, culture, parsed.input);
            if (cache?.wanted(key)) cache.set(key, body, CACHED_ANSWER_TYPE);
          }
          return { ok: true, result: (JSON.parse(body.toString()) as { result: unknown }).result };
        } catch (error) {
          if (error instanceof AppError && error.statusCode < 500) return { ok: false, status: error.statusCode };
          app.log.error({ err: error, target: read.target }, 'page read failed');
          return { ok: false, status: error instanceof AppError ? error.statusCode : 500 };
        }
      },
    } satisfies PageData);
  },
  { name: 'page-data', dependencies: ['envelope', 'public-read-cache'] },
);
