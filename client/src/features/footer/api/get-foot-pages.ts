import { api } from '../../../lib/api-client.ts';
import { footPagesRequest } from './first-requests.ts';

/** The footer pages the site registers a route for at start-up. */
export function getFootPages() {
  // Silent: a failed start-up fetch keeps the stored list and says nothing (spec §8).
  return api.get(footPagesRequest.url, { params: footPagesRequest.params, silent: true });
}
