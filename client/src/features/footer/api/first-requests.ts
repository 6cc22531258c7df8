import type { PageRead, PlannedRequest } from '../../../lib/early-answers.ts';
import type { Language } from '../../../lib/language.ts';

// What the footer asks for, and the key a footer page keeps its content under: shared by the
// page's own queries and a server rendering the page with the answers, so the two cannot differ.

export const GET_FOOT_PAGES = '/api/services/app/Foot/GetAll';
export const GET_FOOT_CONTENT = '/api/services/app/Foot/getContent';

/** The footer pages the site registers a route for (spec §9: IsShow, 0, 999). */
export const footPagesRequest = {
  method: 'GET',
  url: GET_FOOT_PAGES,
  params: { SGL_IsShow: true, SkipCount: 0, MaxResultCount: 999 },
} as const satisfies PlannedRequest;

export const footContentKey = (requestUrl: string, language: Language) =>
  ['footer', 'content', requestUrl, language] as const;

/** A footer page's title and rich text, in the request's language. */
export function footContentRead(requestUrl: string): PageRead {
  return {
    request: { method: 'GET', url: GET_FOOT_CONTENT, params: { sgL_RequestUrl: requestUrl } },
    queryKey: (language) => footContentKey(requestUrl, language),
  };
}
