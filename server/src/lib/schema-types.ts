import Type, { type TNumberOptions, type TStringOptions } from 'typebox';

// The shapes request schemas are built from, bounded to what the database holds. Every column
// of ours is int4 and PostgreSQL text cannot hold NUL; request-bounds.ts fills these limits into
// any request schema that does not state its own (docs/decisions/017).

export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;
/** Length cap of a request string that states none. */
export const DEFAULT_MAX_LENGTH = 1000;
/** Item cap of a request list that states none. */
export const DEFAULT_MAX_ITEMS = 1000;
/** Schema keyword refusing the NUL character (validation.ts teaches it to Ajv). */
export const NO_NUL = 'x-no-nul';
/** Pattern of text that is not only white space (validation-messages.ts names the refusal). */
export const NOT_BLANK = '\\S';

/** A whole number an int4 column holds; narrow it with minimum/maximum. */
export const Int32 = (options: TNumberOptions = {}) =>
  Type.Integer({ minimum: INT32_MIN, maximum: INT32_MAX, ...options });

/** A row id: 1 up to the largest int4. */
export const Id = Int32({ minimum: 1 });

/** A name or text that must say something: not empty, not only spaces (the service trims it). */
export const RequiredText = (maxLength: number, options: TStringOptions = {}) =>
  Type.String({ minLength: 1, maxLength, pattern: NOT_BLANK, ...options });
