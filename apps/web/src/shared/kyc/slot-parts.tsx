import { useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Check, TriangleAlert } from 'lucide-react';
import { NS } from './i18n.ts';
import { PdfIcon } from './pdf-icon.tsx';
import type { SlotState } from './use-slot-uploads.ts';
import { useThumbnail } from './use-thumbnail.ts';

// The pieces of one upload slot (docs/product/proposal-kyc.md §2 slot states). The file input is a visually hidden
// sibling placed before the boxes: its labels open it, and its focus ring shows on the box (peer-focus-visible). Each
// is given the slot's name and messages already in the page's language (slot-frame.tsx).

export const BOX =
  'flex min-h-40 w-full flex-col items-center justify-center gap-2 rounded-xl border-2 px-4 py-5 text-center';
export const FOCUS_RING =
  'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600';

type InputProps = {
  id: string;
  accept: string;
  label: string;
  describedBy?: string | undefined;
  disabled?: boolean;
  onFile: (file: File) => void;
};

/** The slot's file input; choosing the same file twice still fires, as the value is reset. */
export function FileInput({ id, accept, label, describedBy, disabled, onFile }: InputProps) {
  return (
    <input
      id={id}
      type="file"
      accept={accept}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
      className="peer sr-only"
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}

/** Drag and drop onto a box, with a highlight while a file is over it. */
export function useDropTarget(onFile: (file: File) => void) {
  const [over, setOver] = useState(false);
  const handlers = {
    onDragOver: (e: DragEvent) => {
      e.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      setOver(false);
      const file = e.dataTransfer.files[0];
      if (file) onFile(file);
    },
  };
  return { over, handlers };
}

/** A box that opens the file input: the empty box and the uploaded box ('Click to replace'). */
export function FileBox({
  inputId,
  onFile,
  tone,
  children,
}: {
  inputId: string;
  onFile: (file: File) => void;
  tone: 'empty' | 'done';
  children: ReactNode;
}) {
  const drop = useDropTarget(onFile);
  const look = drop.over
    ? 'border-brand-600 bg-brand-50'
    : tone === 'done'
      ? 'border-solid border-green-600 bg-green-50 hover:bg-green-100/60'
      : 'border-dashed border-slate-300 bg-slate-50 hover:border-brand-600 hover:bg-brand-50';
  return (
    <label
      htmlFor={inputId}
      {...drop.handlers}
      className={`${BOX} ${FOCUS_RING} cursor-pointer transition-colors ${look}`}
    >
      {children}
    </label>
  );
}

export function SlotProgress({ label, progress }: { label: string; progress: number }) {
  const { t } = useTranslation(NS);
  return (
    <div className={`${BOX} border-solid border-brand-600 bg-white`}>
      <p className="text-sm font-semibold text-slate-900">{t('slot.uploadingVisible', { document: label })}</p>
      <div
        role="progressbar"
        aria-label={t('slot.uploading', { document: label })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 w-full max-w-56 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
          style={{ width: `${progress}%` }}
        />
      </div>
      <p aria-hidden="true" className="text-sm font-semibold text-brand-800 tabular-nums">
        {progress}%
      </p>
    </div>
  );
}

/** docs/product/proposal-kyc.md §2: the error state with a Retry option (same file), and another file may be chosen. */
export function SlotError({ inputId, message, onRetry }: { inputId: string; message: string; onRetry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <div className={`${BOX} ${FOCUS_RING} border-solid border-red-600 bg-red-50`}>
      <TriangleAlert className="h-6 w-6 text-red-700" />
      <p role="alert" className="text-sm font-semibold text-red-800">
        {message}
      </p>
      <div className="mt-1 flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
        <Button onClick={onRetry} className="min-w-28">
          {t('slot.retry')}
        </Button>
        <label
          htmlFor={inputId}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('slot.chooseAnother')}
        </label>
      </div>
    </div>
  );
}

/** The uploaded state: a thumbnail, '{label} uploaded successfully', 'Click to replace'. */
export function SlotUploaded({ label, state }: { label: string; state: SlotState }) {
  const { t } = useTranslation(NS);
  const thumbnail = useThumbnail(state.file, state.refId);
  return (
    <>
      <span className="relative flex h-20 w-28 items-center justify-center overflow-hidden rounded-lg border border-green-200 bg-white">
        {thumbnail?.kind === 'image' && <img src={thumbnail.url} alt="" className="h-full w-full object-cover" />}
        {thumbnail?.kind === 'pdf' && <PdfIcon />}
        <span className="absolute -right-0 -bottom-0 flex h-6 w-6 items-center justify-center rounded-tl-lg bg-green-600 text-white">
          <Check className="h-4 w-4" strokeWidth={2.4} />
        </span>
      </span>
      <span className="text-sm font-semibold text-green-800">
        {t('slot.uploadedSuccessfully', { document: label })}
      </span>
      <span className="text-sm font-medium text-brand-700 underline underline-offset-2">
        {t('slot.clickToReplace')}
      </span>
    </>
  );
}

/** Announces the slot's progress to screen readers once per change of phase (not every percent). */
export function SlotAnnouncer({ label, state }: { label: string; state: SlotState }) {
  const { t } = useTranslation(NS);
  const text =
    state.phase === 'uploading'
      ? t('slot.uploading', { document: label })
      : state.phase === 'uploaded'
        ? t('slot.uploaded', { document: label })
        : '';
  return (
    <p className="sr-only" aria-live="polite">
      {text}
    </p>
  );
}

/** Why a chosen file was refused before upload (docs/product/proposal-kyc.md §5), under the box. */
export function SlotRefusal({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} role="alert" className="min-h-0 text-sm font-medium text-red-700 empty:hidden">
      {message}
    </p>
  );
}
