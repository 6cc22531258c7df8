// The site's service worker: it only shows follow notices pushed to this browser (decisions/080).
// No fetch handler: pages and files load from the network as without it, so the new-version check
// and every cache header keep working as they are.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Only this site's pages: a payload naming another origin is not followed. */
const sameSite = (url) => {
  try {
    const target = new URL(url, self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
};

self.addEventListener('push', (event) => {
  let notice;
  try {
    notice = event.data.json();
  } catch {
    return;
  }
  const url = sameSite(notice.url);
  const unsubscribeUrl = sameSite(notice.unsubscribeUrl);
  event.waitUntil(
    self.registration.showNotification(String(notice.title), {
      body: String(notice.body ?? ''),
      icon: '/favicon.svg',
      tag: String(notice.tag ?? ''),
      data: { url, unsubscribeUrl },
      actions: notice.unsubscribeLabel ? [{ action: 'unsubscribe', title: String(notice.unsubscribeLabel) }] : [],
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url, unsubscribeUrl } = event.notification.data ?? {};
  const target = event.action === 'unsubscribe' ? unsubscribeUrl : url;
  if (!target) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
