import { catalogueFirstRequests } from '../features/catalogue/api/first-requests.ts';
import { startAppCodeAfterFirstPictures } from '../lib/app-code.ts';
import { startFirstRequests } from '../lib/early-answers.ts';
import { SERVER_STATE_ID } from '../lib/server-state.ts';

// The first script of every page (its own small entry, scripts/early-data-entry.ts). A same-origin
// file, as the content security policy allows no inline script; a module script runs once the HTML
// is parsed and its styles are in. A page the server rendered came with its data (lib/server-state.ts)
// and its code listed for later: this starts that code once its first pictures are in
// (lib/app-code.ts). A page shell: this starts the visited page's data requests while the app's code
// is still downloading.
if (document.getElementById(SERVER_STATE_ID)) startAppCodeAfterFirstPictures(document);
else startFirstRequests(catalogueFirstRequests, window.location);
