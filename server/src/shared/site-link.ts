import Type from 'typebox';

// Where a banner or a header link may send a visitor: a web address, or a path of this site. A
// browser reads `\` as `/` and drops tabs and line breaks, so `/\evil.example` and
// `/<tab>/evil.example` are `//evil.example`: another host's address (protocol-relative), refused
// like any other scheme (javascript:, data:, mailto:). client/src/lib/site-link.ts mirrors this.

/** No white space, no control character, no backslash. */
const PLAIN = '[^\\s\\p{Cc}\\\\]';
/** A path of this site: `/`, then no `//` (nor a slash or backslash as %2F or %5C) before the query. */
const SITE_PATH = `(?![^?#]*//)(?![^?#]*%(?:2[fF]|5[cC]))/${PLAIN}*`;

export const SITE_LINK_PATTERN = `^(?:https?://[^\\s\\p{Cc}\\\\/]${PLAIN}*|${SITE_PATH})$`;

export const SiteLink = Type.String({ minLength: 1, maxLength: 500, pattern: SITE_LINK_PATTERN });
