import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/** A footer page's title and the admin's rich text (HTML) in the current language. */
export function getFootContent(requestUrl: string, signal?: AbortSignal) {
  return api.get('/api/services/app/Foot/getContent', { params: { sgL_RequestUrl: requestUrl }, signal });
}

export function footContentQueryOptions(requestUrl: string) {
  return queryOptions({
    // The server answers in the current language, so the language is part of the key.
    queryKey: ['footer', 'content', requestUrl, currentLanguage()],
    queryFn: ({ signal }) => getFootContent(requestUrl, signal),
  });
}

export function useFootContent(requestUrl: string) {
  return useQuery(footContentQueryOptions(requestUrl));
}
