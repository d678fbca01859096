import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useDomainText } from '../i18n/use-domain-text.ts';

// The spec's alerts (MESSAGES.FORM_INCOMPLETE and the like), shown as an accessible
// modal in the page rather than the browser's blocking window.alert (which cannot be styled or announced well).
// The dialog's code loads with the first alert, not with every page's first load.
const AlertView = lazy(() => import('./alert-view.tsx').then((m) => ({ default: m.AlertView })));

let current: string | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows one of the spec's alert texts; a second alert replaces the first. */
export function showAlert(message: string): void {
  current = message;
  emit();
}

export function AlertHost() {
  // Most alerts are the domain's messages, in English: shown in the page's language. A text already translated is
  // no key, and shows as given.
  const td = useDomainText();
  const message = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    // The page prerendered at build time (prerender.tsx) has no alert open.
    () => null,
  );
  const close = () => {
    current = null;
    emit();
  };
  if (message === null) return null;
  return (
    <Suspense fallback={null}>
      <AlertView message={td(message)} onClose={close} />
    </Suspense>
  );
}
