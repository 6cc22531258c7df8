import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n.ts';
import { App } from './app/app.tsx';
import { loadFooterRoutes } from './app/footer-routes.ts';
import { disableContextMenu, startVersionCheck } from './app/production.ts';
import { createAppRouter } from './app/router.tsx';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Before the router: a first visit straight to /foot/... waits for the footer list.
void loadFooterRoutes();
const router = createAppRouter();

if (import.meta.env.PROD) {
  disableContextMenu();
  startVersionCheck();
}

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
