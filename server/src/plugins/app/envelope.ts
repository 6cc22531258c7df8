import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, ERROR_STATUS } from '../../lib/errors.ts';
import { RETRY_AFTER_SECONDS, isServiceUnavailable } from '../../lib/service-unavailable.ts';
import { failure, ErrorEnvelope } from '../../lib/envelope.ts';
import { cultureFromHeader, translate, type Culture, type MessageKey } from '../../lib/i18n.ts';
import { isMalformedMultipart } from '../external/multipart.ts';
import { describeValidation } from '../../lib/validation-messages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    culture: Culture;
  }
}

type ClientError = { status: 400 | 413; key: MessageKey };
const invalid = (key: MessageKey): ClientError => ({ status: 400, key });
const tooLarge: ClientError = { status: 413, key: 'error.bodyTooLarge' };

// Fastify's own error codes that are the caller's fault, each with its status and what to tell them.
const clientErrors: Record<string, ClientError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: invalid('error.malformedJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: invalid('error.malformedJson'),
  FST_ERR_CTP_BODY_TOO_LARGE: tooLarge,
  FST_REQ_FILE_TOO_LARGE: tooLarge,
  FST_PARTS_LIMIT: tooLarge,
  FST_FILES_LIMIT: tooLarge,
  FST_FIELDS_LIMIT: tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: invalid('error.unsupportedMediaType'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: invalid('error.unsupportedMediaType'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: invalid('error.badRequest'),
  FST_PROTO_VIOLATION: invalid('error.badRequest'),
};

/** The caller's mistake an error stands for, if it is one Fastify or its multipart parser reports. */
function clientErrorOf(error: FastifyError): ClientError | undefined {
  if (isMalformedMultipart(error)) return invalid('error.malformedMultipart');
  return error.code ? clientErrors[error.code] : undefined;
}

/** What the caller is told about an error: never the error's own text, which may name the server's code or data. */
export interface PublicAnswer {
  status: number;
  code: string;
  /** In the caller's language. */
  message: string;
  details?: string;
}

/** The answer to an error, in the caller's language; what the caller is not told goes to the log. */
export function publicAnswerTo(error: FastifyError | AppError, request: FastifyRequest): PublicAnswer {
  const { culture } = request;
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const message = translate(culture, error.messageKey, error.params);
    return { status: error.statusCode, code: error.code, message, details: error.details };
  }
  if (error.validation) {
    const details = describeValidation(error.validation, culture);
    return {
      status: 400,
      code: 'ValidationFailed',
      message: translate(culture, 'error.validation', { details }),
      details,
    };
  }
  const known = clientErrorOf(error);
  if (known) {
    request.log.info({ code: error.code, reason: error.message }, 'refused bad request');
    const code = known.status === 413 ? 'PayloadTooLarge' : 'BadRequest';
    return { status: known.status, code, message: translate(culture, known.key) };
  }
  if (error.statusCode && error.statusCode < 500) {
    request.log.info({ err: error }, 'refused bad request');
    return { status: 400, code: 'BadRequest', message: translate(culture, 'error.badRequest') };
  }
  if (isServiceUnavailable(error)) {
    request.log.warn({ err: error }, 'service unavailable');
    return { status: 503, code: 'Unavailable', message: translate(culture, 'error.unavailable') };
  }
  request.log.error({ err: error }, 'request failed');
  return { status: 500, code: 'Internal', message: translate(culture, 'error.internal') };
}

function sendError(reply: FastifyReply, status: number, code: string, message: string, details?: string) {
  if (status === ERROR_STATUS.Suspended) {
    // The client shows a 605 answer's body as the message itself. Fastify's reply.code() stops
    // at 599, so the status goes on the raw response (Node accepts up to 999).
    reply.raw.statusCode = status;
    return reply.type('text/plain; charset=utf-8').send(message);
  }
  return reply.status(status).send(failure(code, message, details, status === 401));
}

/** Every answer, good or bad, in ABP's envelope and the caller's language. */
export default fp(
  async function envelope(app: FastifyInstance) {
    app.addSchema(ErrorEnvelope);
    app.decorateRequest('culture', 'zh-TW');
    app.addHook('onRequest', async (request) => {
      request.culture = cultureFromHeader(request.headers['.aspnetcore.culture']);
    });

    app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
      const answer = publicAnswerTo(error, request);
      if (answer.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendError(reply, answer.status, answer.code, answer.message, answer.details);
    });
  },
  { name: 'envelope' },
);

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const route = `${request.method} ${request.url.split('?')[0]}`;
  return sendError(reply, 404, 'NotFound', translate(request.culture, 'error.routeNotFound', { route }));
}
