import type { ApiResult } from '../api-types.ts';
import { createPersistedStore, useStore } from './persisted-store.ts';

/** A footer page (Foot/GetAll item): the site serves it at /foot/{sgL_RequestUrl}. */
export type FootPage = ApiResult<'/api/services/app/Foot/GetAll', 'get'>['items'][number];

interface FooterState {
  RouteList: FootPage[];
  /** Kept for the original store's shape (spec §3); nothing reads it. */
  Footcontent: unknown;
}

export const FOOTER_STORAGE_KEY = 'footStore';

export const footerStore = createPersistedStore<FooterState>(FOOTER_STORAGE_KEY, { RouteList: [], Footcontent: null });

export function footPages(): FootPage[] {
  return footerStore.get().RouteList;
}

export function setFootPages(pages: FootPage[]): void {
  footerStore.set((state) => ({ ...state, RouteList: pages }));
}

export function findFootPage(requestUrl: string): FootPage | undefined {
  const wanted = requestUrl.toLowerCase();
  return footPages().find((page) => page.sgL_RequestUrl.toLowerCase() === wanted);
}

export function useFootPages(): FootPage[] {
  return useStore(footerStore).RouteList;
}
