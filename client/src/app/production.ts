import { i18n } from '../lib/i18n.ts';
import { confirmDialog } from '../lib/notify.ts';

// Production-only behaviour (spec §9): no context menu, and a prompt when a new release is out.

export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000;

export function disableContextMenu(target: Document = document): void {
  target.addEventListener('contextmenu', (event) => event.preventDefault());
}

/** The script addresses of an HTML page: a new build names new hashed files. */
export function scriptSources(html: string): string[] {
  const page = new DOMParser().parseFromString(html, 'text/html');
  return [...page.querySelectorAll('script[src]')].map((script) => script.getAttribute('src') ?? '').sort();
}

interface VersionCheckOptions {
  intervalMs?: number;
  confirm?: typeof confirmDialog;
  reload?: () => void;
}

/**
 * Every 5 minutes fetches the root page and compares its scripts with this page's. On a change it
 * asks once whether to reload; 'later' is not asked again until yet another release.
 */
export function startVersionCheck({
  intervalMs = VERSION_CHECK_INTERVAL_MS,
  confirm = confirmDialog,
  reload = () => window.location.reload(),
}: VersionCheckOptions = {}): () => void {
  const running = scriptSources(document.documentElement.outerHTML).join('\n');
  let dismissed = running;
  let asking = false;

  const check = async () => {
    if (asking) return;
    let latest: string;
    try {
      const response = await fetch('/', { cache: 'no-store' });
      if (!response.ok) return;
      latest = scriptSources(await response.text()).join('\n');
    } catch {
      return; // Offline or restarting: try again next time.
    }
    if (latest === '' || latest === running || latest === dismissed) return;
    asking = true;
    const refresh = await confirm({
      title: i18n.t('newVersion.title'),
      content: i18n.t('newVersion.text'),
      okText: i18n.t('newVersion.refresh'),
      cancelText: i18n.t('newVersion.later'),
    });
    asking = false;
    if (refresh) reload();
    else dismissed = latest;
  };

  const timer = setInterval(() => void check(), intervalMs);
  return () => clearInterval(timer);
}
