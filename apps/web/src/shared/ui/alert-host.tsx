import { useSyncExternalStore } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

// The spec's alerts (MESSAGES.FORM_INCOMPLETE and the like), shown as an accessible
// modal in the page rather than the browser's blocking window.alert (which cannot be styled or announced well).
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
  );
  const close = () => {
    current = null;
    emit();
  };
  return (
    <Dialog open={message !== null} onClose={close} title="Please note" role="alertdialog">
      <p className="text-slate-700">{message}</p>
      <div className="mt-6 flex justify-end">
        <Button onClick={close} autoFocus>
          OK
        </Button>
      </div>
    </Dialog>
  );
}
