import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A small state container kept in localStorage under `key`, so it survives reloads. A missing or
 * unreadable entry starts from `initial`.
 */
export function createPersistedStore<T>(key: string, initial: T): Store<T> {
  const listeners = new Set<() => void>();
  let state = initial;
  try {
    const saved = localStorage.getItem(key);
    if (saved !== null) state = { ...initial, ...(JSON.parse(saved) as T) };
  } catch {
    // Keep the initial state; the next write replaces the bad entry.
  }
  return {
    get: () => state,
    set(next) {
      state = typeof next === 'function' ? (next as (current: T) => T)(state) : next;
      localStorage.setItem(key, JSON.stringify(state));
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
