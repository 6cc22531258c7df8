import type { FormRule } from 'antd';
import { i18n } from './i18n.ts';

// Spec §5 validation rules, and the password rule of PRODUCT.md "Registration" — the same rules
// the server applies (server/src/shared/domain/email.ts EMAIL_PATTERN, lib/password.ts).

/** Letters, digits and ._%+- before @, then a domain with a dot and a suffix of 2+ letters. */
export const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** At least 8 characters with both letters and digits. */
export function isStrongPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && /[A-Za-z]/.test(value) && /\d/.test(value);
}

// Ant Design form rules with the shared messages (common namespace, `validation.*`), read when
// the rule runs so they follow the current language.
const message = (key: string) => i18n.t(`validation.${key}`);

/** Required e-mail in the spec's format. */
export function emailRules(): FormRule[] {
  return [
    {
      validator: async (_rule, value: unknown) => {
        const text = typeof value === 'string' ? value.trim() : '';
        if (!text) throw new Error(message('emailRequired'));
        if (!isEmail(text)) throw new Error(message('email'));
      },
    },
  ];
}

/** A new password: required, 8+ characters with letters and digits. */
export function newPasswordRules(): FormRule[] {
  return [
    {
      validator: async (_rule, value: unknown) => {
        const text = typeof value === 'string' ? value : '';
        if (!text) throw new Error(message('passwordRequired'));
        if (text.length > PASSWORD_MAX_LENGTH) throw new Error(message('passwordTooLong'));
        if (!isStrongPassword(text)) throw new Error(message('password'));
      },
    },
  ];
}

/** The confirmation of the password in field `passwordField` of the same form. */
export function confirmPasswordRules(passwordField: string): FormRule[] {
  return [
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (!value) throw new Error(message('confirmRequired'));
        if (value !== getFieldValue(passwordField)) throw new Error(message('confirm'));
      },
    }),
  ];
}
