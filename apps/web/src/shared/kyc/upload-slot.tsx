import type { DocumentSlot } from '@kavach/domain';
import { useId } from 'react';
import { InfoIcon, UploadIcon } from './icons.tsx';
import { SlotFrame } from './slot-frame.tsx';
import { FileBox } from './slot-parts.tsx';
import type { SlotState } from './use-slot-uploads.ts';

// DESIGN.md §4: IRDAI allows only a masked Aadhaar; said next to every Aadhaar slot.
export const MASKED_AADHAAR_NOTICE =
  'Upload a masked Aadhaar: the first 8 digits of the Aadhaar number must be hidden (IRDAI).';

type Props = { slot: DocumentSlot; state: SlotState; onFile: (file: File) => void; onRetry: () => void };

/** One side of a document: a drop box until a file is chosen, then the slot's progress, error or thumbnail. */
export function UploadSlot({ slot, state, onFile, onRetry }: Props) {
  const id = useId();
  const aadhaar = slot.doc_type.startsWith('AADHAAR');
  const describedBy = [`${id}-hint`, aadhaar ? `${id}-aadhaar` : '', `${id}-refusal`].filter(Boolean).join(' ');
  return (
    <SlotFrame
      id={id}
      slot={slot}
      state={state}
      emptyLabel={`Choose a file for ${slot.label}`}
      hint="JPG, PNG or PDF, up to 10 MB"
      notes={
        aadhaar && (
          <p
            id={`${id}-aadhaar`}
            className="flex gap-1.5 rounded-lg bg-amber-50 px-3 py-2 text-xs leading-snug text-amber-900"
          >
            <InfoIcon className="mt-px h-4 w-4 shrink-0" />
            {MASKED_AADHAAR_NOTICE}
          </p>
        )
      }
      describedBy={describedBy}
      inputDisabled={state.phase === 'uploading'}
      onFile={onFile}
      onRetry={onRetry}
      empty={
        <FileBox inputId={`${id}-file`} onFile={onFile} tone="empty">
          <UploadIcon className="h-8 w-8 text-brand-700" />
          <span className="text-sm font-semibold text-slate-900">
            Drag and drop, or <span className="text-brand-700 underline underline-offset-2">choose a file</span>
          </span>
        </FileBox>
      }
    />
  );
}
