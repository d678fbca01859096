import type { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '@kavach/domain/storage-keys';

// Typed access to the spec's storage keys only (docs/product/quotes.md §3, docs/product/proposal-kyc.md §3,
// docs/product/review-payment-term-bike.md §3.18): a key that is not in the spec's lists does not compile. Storage can
// throw (private mode, quota); reads then give null.
export type SessionKey = (typeof SESSION_STORAGE_KEYS)[keyof typeof SESSION_STORAGE_KEYS];
export type LocalKey = (typeof LOCAL_STORAGE_KEYS)[keyof typeof LOCAL_STORAGE_KEYS];

function createStore<K extends string>(area: () => Storage) {
  return {
    get(key: K): string | null {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: K, value: string): void {
      try {
        area().setItem(key, value);
      } catch {
        /* storage full or blocked: the journey still works for this page view */
      }
    },
    getJson<T>(key: K): T | null {
      const raw = this.get(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJson(key: K, value: unknown): void {
      this.set(key, JSON.stringify(value));
    },
    remove(key: K): void {
      try {
        area().removeItem(key);
      } catch {
        /* nothing to remove */
      }
    },
    clear(): void {
      try {
        area().clear();
      } catch {
        /* nothing to clear */
      }
    },
  };
}

export const sessionStore = createStore<SessionKey>(() => window.sessionStorage);
export const localStore = createStore<LocalKey>(() => window.localStorage);
