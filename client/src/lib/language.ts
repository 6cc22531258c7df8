// The visitor's language as stored by this browser: read before the app's code has loaded
// (app/early-data.ts) as well as by the app itself, so nothing here pulls in the translation library.

export const LANGUAGES = ['zh-TW', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-TW';
export const LANGUAGE_STORAGE_KEY = 'language';
/** ABP's culture, sent as a header with every request; the server answers in that language. */
export const CULTURE_HEADER = '.AspNetCore.Culture';
/**
 * The same choice as a cookie: the server reads it to name the right strings in the page's HTML
 * (a preference, not a secret: readable by scripts, sent with page loads).
 */
export const LANGUAGE_COOKIE = 'lang';
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** The stored choice; the default where there is no browser storage (a server rendering the page). */
export function storedLanguage(): Language {
  if (typeof localStorage === 'undefined') return DEFAULT_LANGUAGE;
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** ABP's culture cookie format, sent as a header. */
export function cultureValue(language: Language): string {
  return `c=${language}|uic=${language}`;
}

export function rememberLanguageCookie(language: Language): void {
  // On a server the request's cookie already says it.
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}
