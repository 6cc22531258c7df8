/** A moment as the back office shows it (date and minutes) in the page's language; '—' for none. */
export function formatTime(iso: string | null, language: string) {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(language === 'en' ? 'en' : 'zh-TW', { dateStyle: 'medium', timeStyle: 'short' });
}
