import type { ApiResult } from '../api-types.ts';
import { createContext, useContext } from 'react';
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

/**
 * On a server: the footer pages of the request being rendered, in its language. This module's
 * store is shared by every render, so a server hands each render its own list.
 */
export const RenderedFootPages = createContext<FootPage[] | null>(null);

export function useFootPages(): FootPage[] {
  const rendered = useContext(RenderedFootPages);
  const stored = useStore(footerStore).RouteList;
  return rendered ?? stored;
}
