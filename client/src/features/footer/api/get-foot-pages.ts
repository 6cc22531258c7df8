import { api } from '../../../lib/api-client.ts';

/** The footer pages the site registers a route for at start-up (spec §9: IsShow, 0, 999). */
export function getFootPages() {
  // Silent: a failed start-up fetch keeps the stored list and says nothing (spec §8).
  return api.get('/api/services/app/Foot/GetAll', {
    params: { SGL_IsShow: true, SkipCount: 0, MaxResultCount: 999 },
    silent: true,
  });
}
