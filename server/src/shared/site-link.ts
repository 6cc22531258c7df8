import Type from 'typebox';

// Where a banner or a navigation entry may send a visitor: a web address, or a path of this site.
// A path starting with two slashes is another host's address (protocol-relative), so it is refused
// like any other scheme (javascript:, data:, mailto:).
const SITE_LINK = '^(https?://[^\\s/][^\\s]*|/(?!/)[^\\s]*)$';

export const SiteLink = Type.String({ minLength: 1, maxLength: 500, pattern: SITE_LINK });

export const isSiteLink = (value: string) => new RegExp(SITE_LINK, 'u').test(value);
