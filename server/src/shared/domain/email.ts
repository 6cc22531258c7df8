import Type from 'typebox';

// E-mail addresses: the login name of every account, also the contact form's reply address.

export const EMAIL_PATTERN = '^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}$';
export const Email = Type.String({ pattern: EMAIL_PATTERN, maxLength: 254 });

/** Addresses are stored and compared in this form: `Ann@Example.com ` is `ann@example.com`. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
