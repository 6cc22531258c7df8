import { catalogueFirstRequests } from '../features/catalogue/api/first-requests.ts';
import { startFirstRequests } from '../lib/early-answers.ts';
import { SERVER_STATE_ID } from '../lib/server-state.ts';

// The first script of every page (its own small entry, scripts/early-data-entry.ts): starts the
// visited page's data requests while the app's code is still downloading. A same-origin file, as
// the content security policy allows no inline script. A page the server rendered came with its
// data (lib/server-state.ts): nothing to ask for. (A module script runs once the HTML is parsed.)
if (!document.getElementById(SERVER_STATE_ID)) startFirstRequests(catalogueFirstRequests, window.location);
