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

const tabStore = createStore<SessionKey>(() => window.sessionStorage);
export const localStore = createStore<LocalKey>(() => window.localStorage);

/**
 * The buyer's session is the browser's, not the tab's (docs/decisions.md §5): a quote list or a plan opened in a second
 * tab is the same buyer's. Its keys are kept under the spec's names in session storage and, for every tab, in local
 * storage: a tab reads its own, and a new tab (whose session storage is empty) the browser's; a sign-in or sign-out
 * in another tab is copied into this one (`onSessionChangedElsewhere`). Everything else a tab keeps stays its own.
 */
const BROWSER_WIDE: ReadonlySet<SessionKey> = new Set<SessionKey>(['session_id', 'session_data']);
const browserStore = createStore<SessionKey>(() => window.localStorage);

// getJson and setJson, spread from the tab's store, read and write through `this`: the get and set below.
export const sessionStore: ReturnType<typeof createStore<SessionKey>> = {
  ...tabStore,
  get: (key) => tabStore.get(key) ?? (BROWSER_WIDE.has(key) ? browserStore.get(key) : null),
  set(key, value) {
    if (BROWSER_WIDE.has(key)) browserStore.set(key, value);
    tabStore.set(key, value);
  },
  remove(key) {
    if (BROWSER_WIDE.has(key)) browserStore.remove(key);
    tabStore.remove(key);
  },
  clear() {
    for (const key of BROWSER_WIDE) browserStore.remove(key);
    tabStore.clear();
  },
};

/**
 * When another tab changes the browser's session (signs in or out), takes the change into this tab's own keys and
 * calls `listener`, until the returned stop.
 */
export function onSessionChangedElsewhere(listener: () => void): () => void {
  const changed = (e: StorageEvent) => {
    if (e.storageArea !== window.localStorage) return;
    if (e.key === null) for (const key of BROWSER_WIDE) tabStore.remove(key);
    else if (BROWSER_WIDE.has(e.key as SessionKey)) {
      if (e.newValue === null) tabStore.remove(e.key as SessionKey);
      else tabStore.set(e.key as SessionKey, e.newValue);
    } else return;
    listener();
  };
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
}
