import Type, { type TSchema } from 'typebox';

// ABP's envelope, which the client reads on every answer.

export interface Envelope<T> {
  success: boolean;
  result: T;
  error: { code: string; message: string; details?: string } | null;
  unAuthorizedRequest: boolean;
  __abp: true;
}

export function ok<T>(result: T): Envelope<T> {
  return { success: true, result, error: null, unAuthorizedRequest: false, __abp: true };
}

export function failure(code: string, message: string, details?: string, unAuthorizedRequest = false): Envelope<null> {
  return {
    success: false,
    result: null,
    error: details === undefined ? { code, message } : { code, message, details },
    unAuthorizedRequest,
    __abp: true,
  };
}

export const ErrorEnvelope = Type.Object(
  {
    success: Type.Literal(false),
    result: Type.Null(),
    error: Type.Object({ code: Type.String(), message: Type.String(), details: Type.Optional(Type.String()) }),
    unAuthorizedRequest: Type.Boolean(),
    __abp: Type.Literal(true),
  },
  { $id: 'ErrorEnvelope' },
);

/** Response schemas of a route: its result inside the envelope, and the error envelope. */
export function envelopeOf<T extends TSchema>(result: T) {
  return {
    200: Type.Object({
      success: Type.Literal(true),
      result,
      error: Type.Null(),
      unAuthorizedRequest: Type.Boolean(),
      __abp: Type.Literal(true),
    }),
    '4xx': Type.Ref('ErrorEnvelope'),
    '5xx': Type.Ref('ErrorEnvelope'),
  };
}
