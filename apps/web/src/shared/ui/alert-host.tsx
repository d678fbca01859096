import { lazy, Suspense, useSyncExternalStore } from 'react';

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
      <AlertView message={message} onClose={close} />
    </Suspense>
  );
}
