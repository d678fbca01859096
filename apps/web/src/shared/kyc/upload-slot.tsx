import { Upload } from 'lucide-react';
import { SlotFrame, type SlotProps } from './slot-frame.tsx';
import { FileBox } from './slot-parts.tsx';

// docs/decisions.md §4: IRDAI allows only a masked Aadhaar; said next to every Aadhaar slot.
export const MASKED_AADHAAR_NOTICE =
  'Upload a masked Aadhaar: the first 8 digits of the Aadhaar number must be hidden (IRDAI).';

/** One side of a document: a drop box until a file is chosen, then the slot's progress, error or thumbnail. */
export function UploadSlot(props: SlotProps) {
  const { slot, onFile } = props;
  return (
    <SlotFrame
      {...props}
      emptyLabel={`Choose a file for ${slot.label}`}
      hint="JPG, PNG or PDF, up to 10 MB"
      note={slot.doc_type.startsWith('AADHAAR') ? MASKED_AADHAAR_NOTICE : undefined}
      empty={(inputId) => (
        <FileBox inputId={inputId} onFile={onFile} tone="empty">
          <Upload className="h-8 w-8 text-brand-700" />
          <span className="text-sm font-semibold text-slate-900">
            Drag and drop, or <span className="text-brand-700 underline underline-offset-2">choose a file</span>
          </span>
        </FileBox>
      )}
    />
  );
}
