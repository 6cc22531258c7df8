import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

// Admin-written HTML (footer pages, event descriptions). The server stores it sanitised, but the
// browser never trusts it: scripts, event handlers and javascript: links are removed here too.
// Without a DOM (a server rendering the page) DOMPurify cannot work and has no hooks: it hands the
// HTML back as the server stored it, already cleaned on save with the same rule for links.
if (DOMPurify.isSupported) {
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // Links that leave the site open in a new tab without handing it window.opener.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string): string {
  return DOMPurify.isSupported ? DOMPurify.sanitize(html, { ADD_ATTR: ['target'] }) : html;
}

/** A plain click on a link to another page of the site, which the router can open without a reload. */
function inSiteTarget(event: MouseEvent): string | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = (event.target as Element).closest('a');
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  const navigate = useNavigate();
  // Links to the site's own pages (e.g. a footer page's 立即申請 → /joinphotographer) open like the
  // site's other links: no full reload, the login and cart kept in memory.
  const onClick = (event: MouseEvent) => {
    const target = inSiteTarget(event);
    if (target === undefined) return;
    event.preventDefault();
    void navigate(target);
  };
  return (
    <div
      className={['rich-text', className].filter(Boolean).join(' ')}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: safe }}
      // A server hands the stored HTML over as it is; the browser's DOMPurify may write the same
      // markup differently (attribute order, entities), which is no difference to show.
      suppressHydrationWarning
    />
  );
}
