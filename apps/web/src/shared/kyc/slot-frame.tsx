import type { DocumentSlot } from '@kavach/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import { useDomainText } from '../i18n/use-domain-text.ts';
import { NS } from './i18n.ts';
import { acceptAttribute } from './lib/upload-file.ts';
import {
  FileBox,
  FileInput,
  SlotAnnouncer,
  SlotError,
  SlotProgress,
  SlotRefusal,
  SlotUploaded,
} from './slot-parts.tsx';
import type { SlotState } from './use-slot-uploads.ts';

/** What the KYC screen gives every slot: the document side, its upload's state, and what to do with a file. */
export type SlotProps = { slot: DocumentSlot; state: SlotState; onFile: (file: File) => void; onRetry: () => void };

type Props = SlotProps & {
  /** The file input's label while nothing is uploaded ("Choose a file for …"), in the page's language. */
  emptyLabel: string;
  hint: string;
  /** A rule told after the hint (the masked Aadhaar). */
  note?: string;
  /** Whether the file input is off besides while a file uploads (the selfie's camera is open). */
  inputDisabled?: boolean;
  /** The box while nothing is uploaded, given the file input's id for its label. */
  empty: (inputId: string) => ReactNode;
  /** Under the uploaded box (the selfie's camera button). */
  afterUploaded?: ReactNode;
  /** Shown instead of the box of the slot's state (the selfie's camera). */
  override?: ReactNode;
};

/**
 * What every KYC upload slot (a document side or the selfie) shows: the titled group, the hidden file input with
 * its label for the slot's phase, the box of the phase (progress, the error with Retry, the uploaded thumbnail, or
 * the slot's own empty box), the format hint, the refusal and the announcer. One place, so a document slot and the
 * selfie slot look and tell a screen reader the same things. The slot's name and the upload's messages are the
 * domain's.
 */
export function SlotFrame({
  slot,
  state,
  emptyLabel,
  hint,
  note,
  inputDisabled = false,
  onFile,
  onRetry,
  empty,
  afterUploaded,
  override,
}: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const label = td(slot.label);
  const message = state.message ? td(state.message) : null;
  // The title, hint, note and refusal ids hang off the slot's own id.
  const id = useId();
  const inputId = `${id}-file`;
  // A screen reader tells the hint, the note and any refusal after the input's label.
  const describedBy = [`${id}-hint`, note ? `${id}-note` : '', `${id}-refusal`].filter(Boolean).join(' ');
  const inputLabel =
    state.phase === 'uploaded'
      ? t('slot.replace', { document: label })
      : state.phase === 'error'
        ? t('slot.chooseAnotherFor', { document: label })
        : emptyLabel;
  return (
    <div role="group" aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-2">
      <p id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {label}
      </p>
      <FileInput
        id={inputId}
        accept={acceptAttribute(slot.doc_type)}
        label={inputLabel}
        describedBy={describedBy}
        disabled={state.phase === 'uploading' || inputDisabled}
        onFile={onFile}
      />
      {override ??
        (state.phase === 'uploading' ? (
          <SlotProgress label={label} progress={state.progress} />
        ) : state.phase === 'error' ? (
          <SlotError inputId={inputId} message={message ?? ''} onRetry={onRetry} />
        ) : state.phase === 'uploaded' ? (
          <>
            <FileBox inputId={inputId} onFile={onFile} tone="done">
              <SlotUploaded label={label} state={state} />
            </FileBox>
            {afterUploaded}
          </>
        ) : (
          empty(inputId)
        ))}
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      {note && (
        <p
          id={`${id}-note`}
          className="flex gap-1.5 rounded-lg bg-amber-50 px-3 py-2 text-xs leading-snug text-amber-900"
        >
          <Info className="mt-px h-4 w-4 shrink-0" />
          {note}
        </p>
      )}
      <SlotRefusal id={`${id}-refusal`} message={state.phase === 'error' ? null : message} />
      <SlotAnnouncer label={label} state={state} />
    </div>
  );
}
