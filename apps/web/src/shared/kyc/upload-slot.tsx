import type { DocumentSlot } from '@kavach/domain';
import { useId } from 'react';
import { InfoIcon, UploadIcon } from './icons.tsx';
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

// DESIGN.md §4: IRDAI allows only a masked Aadhaar; said next to every Aadhaar slot.
export const MASKED_AADHAAR_NOTICE =
  'Upload a masked Aadhaar: the first 8 digits of the Aadhaar number must be hidden (IRDAI).';

type Props = { slot: DocumentSlot; state: SlotState; onFile: (file: File) => void; onRetry: () => void };

/** One side of a document: a drop box, its progress, its error with Retry, or the uploaded thumbnail. */
export function UploadSlot({ slot, state, onFile, onRetry }: Props) {
  const id = useId();
  const inputId = `${id}-file`;
  const aadhaar = slot.doc_type.startsWith('AADHAAR');
  const hintId = `${id}-hint`;
  const describedBy = [hintId, aadhaar ? `${id}-aadhaar` : '', `${id}-refusal`].filter(Boolean).join(' ');
  const inputLabel =
    state.phase === 'uploaded'
      ? `Replace ${slot.label}`
      : state.phase === 'error'
        ? `Choose another file for ${slot.label}`
        : `Choose a file for ${slot.label}`;

  return (
    <div role="group" aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-2">
      <p id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {slot.label}
      </p>
      <FileInput
        id={inputId}
        accept={acceptAttribute(slot.doc_type)}
        label={inputLabel}
        describedBy={describedBy}
        disabled={state.phase === 'uploading'}
        onFile={onFile}
      />
      {state.phase === 'uploading' && <SlotProgress label={slot.label} progress={state.progress} />}
      {state.phase === 'error' && <SlotError inputId={inputId} message={state.message ?? ''} onRetry={onRetry} />}
      {state.phase === 'uploaded' && (
        <FileBox inputId={inputId} onFile={onFile} tone="done">
          <SlotUploaded label={slot.label} state={state} />
        </FileBox>
      )}
      {state.phase === 'empty' && (
        <FileBox inputId={inputId} onFile={onFile} tone="empty">
          <UploadIcon className="h-8 w-8 text-brand-700" />
          <span className="text-sm font-semibold text-slate-900">
            Drag and drop, or <span className="text-brand-700 underline underline-offset-2">choose a file</span>
          </span>
        </FileBox>
      )}
      <p id={hintId} className="text-xs text-slate-600">
        JPG, PNG or PDF, up to 10 MB
      </p>
      {aadhaar && (
        <p
          id={`${id}-aadhaar`}
          className="flex gap-1.5 rounded-lg bg-amber-50 px-3 py-2 text-xs leading-snug text-amber-900"
        >
          <InfoIcon className="mt-px h-4 w-4 shrink-0" />
          {MASKED_AADHAAR_NOTICE}
        </p>
      )}
      <SlotRefusal id={`${id}-refusal`} message={state.phase === 'error' ? null : state.message} />
      <SlotAnnouncer label={slot.label} state={state} />
    </div>
  );
}
