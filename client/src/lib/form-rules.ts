import type { FormRule } from 'antd';
import { i18n } from './i18n.ts';
import { isEmail } from './validation.ts';

// Ant Design form rules for account forms, with the shared messages (common namespace,
// `validation.*`) read when a rule runs, so they follow the current language. The password rule
// is the server's (server/src/lib/password.ts, PRODUCT.md "Registration").

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** At least 8 characters with both letters and digits. */
export function isStrongPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && /[A-Za-z]/.test(value) && /\d/.test(value);
}

const message = (key: string) => i18n.t(`validation.${key}`);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A required e-mail in the spec's format (§5). */
export function emailRules(): FormRule[] {
  return [
    {
      validator: async (_rule, value: unknown) => {
        if (!text(value).trim()) throw new Error(message('emailRequired'));
        if (!isEmail(text(value))) throw new Error(message('email'));
      },
    },
  ];
}

/** A new password: required, 8+ characters with letters and digits. */
export function newPasswordRules(): FormRule[] {
  return [
    {
      validator: async (_rule, value: unknown) => {
        if (!text(value)) throw new Error(message('passwordRequired'));
        if (text(value).length > PASSWORD_MAX_LENGTH) throw new Error(message('passwordTooLong'));
        if (!isStrongPassword(text(value))) throw new Error(message('password'));
      },
    },
  ];
}

/** Repeats the password in field `passwordField` of the same form. */
export function confirmPasswordRules(passwordField: string): FormRule[] {
  return [
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (!text(value)) throw new Error(message('confirmRequired'));
        if (value !== getFieldValue(passwordField)) throw new Error(message('confirm'));
      },
    }),
  ];
}
