// Shared by the role pages and the user pages (features do not import each other).

/** A role's name in the page's language (English falls back to the Chinese name). */
export const roleName = (role: { displayName: string; displayNameEn: string }, language: string) =>
  (language === 'en' && role.displayNameEn) || role.displayName;
