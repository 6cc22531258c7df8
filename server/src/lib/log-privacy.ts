import type { FastifyRequest } from 'fastify';
import { stdSerializers, type LoggerOptions } from 'pino';

// What no log line may carry (decision 070): tokens, passwords, payment keys, e-mail addresses,
// bank account numbers and anything of a selfie, wherever a logged object holds them.
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'password',
  'newPassword',
  'currentPassword',
  'hashKey',
  'hashIv',
  'token',
  'accessToken',
  'email',
  'actorEmail',
  'userNameOrEmailAddress',
  'accountNumber',
  'bankAccount',
  'selfie',
  'descriptor',
];
const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

const EMAIL_ADDRESS = /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
const withoutEmails = (text: string) => text.replace(EMAIL_ADDRESS, '[email]');

/** Error messages may quote what was asked (a database error names the values): e-mail addresses go. */
function errorForLog(error: Error) {
  const serialized = stdSerializers.err(error);
  return {
    ...serialized,
    message: withoutEmails(serialized.message),
    ...(serialized.stack && { stack: withoutEmails(serialized.stack) }),
  };
}

/** A request as logged: download links' tokens (a browser's <a href> sends no header) and addresses masked. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutEmails(request.url.replace(/([?&]token=)[^&]*/g, '$1[Redacted]')),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** The redaction and error serializer every logger of the product uses (web server and worker). */
export const logPrivacy = {
  redact: REDACTED_LOG_PATHS,
  serializers: { err: errorForLog },
} satisfies LoggerOptions;
