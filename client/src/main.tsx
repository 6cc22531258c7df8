// First, so the site's own stylesheets come after antd's and win, as when antd injects them.
import 'virtual:antd-first-paint.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n.ts';
import { App } from './app/app.tsx';
import { loadFooterRoutes } from './app/footer-routes.ts';
import { disableContextMenu, startVersionCheck } from './app/production.ts';
import { createAppRouter } from './app/router.tsx';
import { followRights } from './lib/current-rights.ts';
import { dropEarlyAnswers } from './lib/early-answers.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Before the router: a first visit straight to /foot/... waits for the footer list.
void loadFooterRoutes();
const router = createAppRouter();
const firstLocationKey = router.state.location.key;
// The early answers (app/early-data.ts) are the first page's: once the visitor moves on, any not
// taken could only be stale.
const stopWatching = router.subscribe((state) => {
  if (state.location.key === firstLocationKey) return;
  dropEarlyAnswers();
  stopWatching();
});

// An admin's approval, a block or a new role reaches an open session without a new login.
followRights();

if (import.meta.env.PROD) {
  disableContextMenu();
  startVersionCheck();
}

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
