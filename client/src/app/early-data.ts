import { catalogueFirstRequests } from '../features/catalogue/api/first-requests.ts';
import { startFirstRequests } from '../lib/early-answers.ts';

// The first script of every page (its own small entry, scripts/early-data-entry.ts): starts the
// visited page's data requests while the app's code is still downloading. A same-origin file, as
// the content security policy allows no inline script.
startFirstRequests(catalogueFirstRequests, window.location);
