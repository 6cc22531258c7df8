// Where a banner, a header link or the login page's redirect may send a visitor: the server's rule
// (server/src/shared/site-link.ts), which a test keeps identical. A browser reads `\` as `/` and
// drops tabs and line breaks, so `/\evil.example` is `//evil.example`: another site.

/** No white space, no control character, no backslash. */
const PLAIN = String.raw`[^\s\p{Cc}\\]`;
/** A path of this site: `/`, then no `//` (nor a slash or backslash as %2F or %5C) before the query. */
const SITE_PATH = String.raw`(?![^?#]*//)(?![^?#]*%(?:2[fF]|5[cC]))/${PLAIN}*`;

export const SITE_LINK = new RegExp(String.raw`^(?:https?://[^\s\p{Cc}\\/]${PLAIN}*|${SITE_PATH})$`, 'u');
const SITE_PATH_ONLY = new RegExp(`^${SITE_PATH}$`, 'u');

/** A path of this site, which no browser reads as another host's address. */
export const isSitePath = (value: string) => SITE_PATH_ONLY.test(value);
/** A site path, or an http(s) address. */
export const isSiteLink = (value: string) => SITE_LINK.test(value);
