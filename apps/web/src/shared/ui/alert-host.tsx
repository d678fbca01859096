import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useSyncExternalStore } from 'react';
import { Button } from './button.tsx';

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
    <AlertDialog.Root open={message !== null} onOpenChange={(open) => !open && close()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="mb-4 text-lg font-semibold text-slate-900">Please note</AlertDialog.Title>
          <AlertDialog.Description className="text-slate-700">{message}</AlertDialog.Description>
          <div className="mt-6 flex justify-end">
            <AlertDialog.Action asChild>
              <Button onClick={close}>OK</Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
