import type { Role } from '../api/roles.ts';

/** A role's name in the page's language (English falls back to the Chinese name). */
export const roleName = (role: Pick<Role, 'displayName' | 'displayNameEn'>, language: string) =>
  (language === 'en' && role.displayNameEn) || role.displayName;
