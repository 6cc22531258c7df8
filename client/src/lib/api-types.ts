import type { paths } from './api-types.gen.ts';

// The server's request and answer shapes, read from the types generated from its OpenAPI document
// (`npm run api:types`): a field renamed on the server breaks the client's type-check, not a page.

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** The API's paths that answer `method`. */
export type ApiPath<M extends HttpMethod> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

type Operation<P extends ApiPath<M>, M extends HttpMethod> = NonNullable<paths[P][M]>;

/** What a successful answer carries in the envelope's `result`. */
export type ApiResult<P extends ApiPath<M>, M extends HttpMethod> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': { result: infer R } } } } } ? R : never;

/** The JSON body the endpoint takes (never: it takes none). */
export type ApiBody<P extends ApiPath<M>, M extends HttpMethod> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The query string the endpoint takes (never: it takes none). */
export type ApiQuery<P extends ApiPath<M>, M extends HttpMethod> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
