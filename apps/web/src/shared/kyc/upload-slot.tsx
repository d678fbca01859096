import { useId } from 'react';
import { InfoIcon, UploadIcon } from './icons.tsx';
import { SlotFrame, type SlotProps } from './slot-frame.tsx';
import { FileBox } from './slot-parts.tsx';

// DESIGN.md §4: IRDAI allows only a masked Aadhaar; said next to every Aadhaar slot.
export const MASKED_AADHAAR_NOTICE =
  'Upload a masked Aadhaar: the first 8 digits of the Aadhaar number must be hidden (IRDAI).';

/** One side of a document: a drop box until a file is chosen, then the slot's progress, error or thumbnail. */
export function UploadSlot(props: SlotProps) {
  const { slot, state, onFile } = props;
  const id = useId();
  const aadhaar = slot.doc_type.startsWith('AADHAAR');
  const describedBy = [`${id}-hint`, aadhaar ? `${id}-aadhaar` : '', `${id}-refusal`].filter(Boolean).join(' ');
  return (
    <SlotFrame
      id={id}
      {...props}
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
