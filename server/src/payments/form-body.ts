import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

/** Posted form fields: ECPay and browsers post application/x-www-form-urlencoded. */
export type FormFields = Record<string, string>;

// ECPay's callbacks are a few hundred bytes; the simulator's forms a little more.
const FORM_BODY_LIMIT = 16 * 1024;

/** The bodies the form parser below made: only those are forms (JSON or text bodies are not). */
const parsedForms = new WeakSet<FormFields>();

/**
 * Parses url-encoded forms for the routes of the calling (encapsulated) plugin only: the rest of
 * the API stays JSON. A repeated field keeps its first value (ECPay never repeats one).
 */
export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      // No prototype: a field named __proto__ or constructor is just a field.
      const fields: FormFields = Object.create(null);
      for (const [name, value] of new URLSearchParams(body as string)) {
        // PostgreSQL text cannot hold NUL, and no form of ECPay's or a browser's carries one.
        if (`${name}${value}`.includes('\u0000')) {
          return done(new AppError('ValidationFailed', 'validation.noNul', { field: name }), undefined);
        }
        if (!Object.hasOwn(fields, name)) fields[name] = value;
      }
      parsedForms.add(fields);
      done(null, fields);
    },
  );
}

/**
 * The posted fields, all strings, when the body was a url-encoded form; undefined for any other
 * body (JSON, text, none), whatever its shape.
 */
export function formFields(body: unknown): FormFields | undefined {
  return body && typeof body === 'object' && parsedForms.has(body as FormFields) ? (body as FormFields) : undefined;
}
