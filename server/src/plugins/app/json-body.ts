import { errorCodes, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SMALLEST_SEPARATOR_BUDGET } from '../../lib/request-bounds.ts';

// Parsing JSON costs per value: a megabyte of `{"a1":1,"a2":1,…}` took a hundred milliseconds of
// the event loop before validation could refuse it. Each route may take as many separators as its
// largest valid body holds (request-bounds.ts); a body with more is refused after counting that
// many, unparsed. Texts are skipped with indexOf, so a long article costs next to nothing.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_LIST = 0x5b;
const OPEN_OBJECT = 0x7b;

/** Where the string opened at `start` ends (its closing quote), or -1 when it never does. */
function stringEnd(body: string, start: number): number {
  for (let end = body.indexOf('"', start + 1); end !== -1; end = body.indexOf('"', end + 1)) {
    let backslashes = 0;
    while (body.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return end;
  }
  return -1;
}

/** Whether the JSON text holds more separators outside its strings than the budget. */
export function exceedsSeparators(body: string, budget: number): boolean {
  let count = 0;
  for (let i = 0; i < body.length; i++) {
    const code = body.charCodeAt(i);
    if (code === QUOTE) {
      i = stringEnd(body, i);
      if (i === -1) return false; // not JSON: the parser says so
    } else if ((code === COMMA || code === OPEN_LIST || code === OPEN_OBJECT) && ++count > budget) {
      return true;
    }
  }
  return false;
}

export default fp(
  async function jsonBody(app: FastifyInstance) {
    const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
    const parse = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const budget = request.routeOptions.config.bodySeparators ?? SMALLEST_SEPARATOR_BUDGET;
      if (exceedsSeparators(body as string, budget))
        return done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), undefined);
      return parse(request, body as string, done);
    });
  },
  { name: 'json-body' },
);
