import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useTranslation } from 'react-i18next';
import { englishNamespace } from '../i18n/english-namespace.ts';
import en from '../i18n/locales/en.json';
import { Button } from './button.tsx';

const NS = englishNamespace('common', en);

/** The alert itself (Radix AlertDialog): loaded the first time an alert is shown (alert-host.tsx). */
export function AlertView({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="mb-4 text-lg font-semibold text-slate-900">
            {t('alert.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-slate-700">{message}</AlertDialog.Description>
          <div className="mt-6 flex justify-end">
            <AlertDialog.Action asChild>
              <Button onClick={onClose}>{t('alert.ok')}</Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
