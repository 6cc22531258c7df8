import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Admin-written HTML (footer pages, event descriptions). The server stores it sanitised, but the
// browser never trusts it: scripts, event handlers and javascript: links are removed here too.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  // Links that leave the site open in a new tab without handing it window.opener.
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
