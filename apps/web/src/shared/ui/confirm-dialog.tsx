import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { englishNamespace } from '../i18n/english-namespace.ts';
import en from '../i18n/locales/en.json';
import { Button } from './button.tsx';

const NS = englishNamespace('common', en);

type Props = {
  /** The button that opens it. */
  trigger: ReactNode;
  title: string;
  /** What the action does and what it leaves, in the buyer's words. */
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the action while the server works on it. */
  busyLabel: string;
  cancelLabel?: string;
  pending: boolean;
  /** Why the action failed, shown above the buttons; null while there is nothing to say. */
  problem: string | null;
  onConfirm: () => void;
};

/**
 * A confirmation for something that cannot be undone (Radix AlertDialog: focus kept inside, Escape cancels). It
 * stays open until the server has answered: the action is not AlertDialog.Action, which would close it at once,
 * and it cannot be dismissed while the action is in flight.
 */
export function ConfirmDialog(props: Props) {
  const { t } = useTranslation(NS);
  const { trigger, title, children, confirmLabel, busyLabel, pending, problem } = props;
  const cancelLabel = props.cancelLabel ?? t('confirmDialog.cancel');
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(34rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-3 space-y-3 text-sm text-slate-700">{children}</div>
          </AlertDialog.Description>
          {problem && (
            <p role="alert" className="mt-4 text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={props.onConfirm} disabled={pending} aria-busy={pending}>
              {pending ? busyLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
