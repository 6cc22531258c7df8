import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLanguage, type Language } from '../../../lib/i18n.ts';
import { footContentKey, GET_FOOT_CONTENT } from './first-requests.ts';

/** A footer page's title and the admin's rich text (HTML) in the current language. */
export function getFootContent(requestUrl: string, signal?: AbortSignal) {
  return api.get(GET_FOOT_CONTENT, { params: { sgL_RequestUrl: requestUrl }, signal });
}

export function footContentQueryOptions(requestUrl: string, language: Language) {
  return queryOptions({
    // The server answers in the current language, so the language is part of the key.
    queryKey: footContentKey(requestUrl, language),
    queryFn: ({ signal }) => getFootContent(requestUrl, signal),
  });
}

export function useFootContent(requestUrl: string) {
  return useQuery(footContentQueryOptions(requestUrl, useLanguage()));
}
