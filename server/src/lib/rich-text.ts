import sanitizeHtml from 'sanitize-html';

// Rich text written in the back office (footer pages, race descriptions) is shown to every visitor,
// so it is cleaned when saved: only formatting tags survive, links and pictures keep web addresses
// only (no javascript: or data: URLs), and no script, style, event handler or embedded frame gets
// through. The client sanitises again before display; this is the copy that counts.
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link opening a new tab must not hand the site's window to the page it opens.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
  allowedClasses: {},
};

/** The HTML an admin wrote, reduced to safe formatting (see above). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
