import type { FormRule } from 'antd';

// Shared checks of spec §5; the server validates the same rules (server/src/modules/auth/schemas.ts).

/** Letters, digits and ._%+- before @, then a domain with a dot and a suffix of 2+ letters. */
export const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/** Digits, optionally followed by a decimal point and more digits. */
export const NUMERIC_PATTERN = /^\d+(\.\d+)?$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isNumeric(value: string | number): boolean {
  return NUMERIC_PATTERN.test(String(value).trim());
}

/** antd Form rules with the caller's (translated) message. */
export const emailRule = (message: string): FormRule => ({ pattern: EMAIL_PATTERN, message });
export const numericRule = (message: string): FormRule => ({ pattern: NUMERIC_PATTERN, message });

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * The list with `item` appended unless an equal one is already there: equal by `key` when given
 * (e.g. 'id'), else by whole value (deep, for plain data). Returns the same array when nothing
 * was added, so React state updates can skip a render.
 */
export function addIfAbsent<T>(list: readonly T[], item: T, key?: keyof T): readonly T[] {
  const present = list.some((existing) => (key === undefined ? sameValue(existing, item) : existing[key] === item[key]));
  return present ? list : [...list, item];
}
