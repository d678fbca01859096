import type { DocumentSlot } from '@kavach/domain';
import type { ReactNode } from 'react';
import { acceptAttribute } from './lib/upload-file.ts';
import { FileInput, SlotAnnouncer, SlotRefusal } from './slot-parts.tsx';
import type { SlotState } from './use-slot-uploads.ts';

type Props = {
  /** The slot's useId(): the title, hint and refusal ids hang off it, and the file input is `${id}-file`. */
  id: string;
  slot: DocumentSlot;
  state: SlotState;
  /** The file input's label while nothing is uploaded ("Choose a file for …", "Upload a photo for …"). */
  emptyLabel: string;
  hint: string;
  /** Notes told after the hint; each one's id is listed in `describedBy` by the caller. */
  notes?: ReactNode;
  describedBy: string;
  inputDisabled: boolean;
  onFile: (file: File) => void;
  /** The box that shows the slot's state (empty, uploading, error, uploaded, camera). */
  children: ReactNode;
};

/**
 * What every KYC upload slot (a document side or the selfie) has around its box: the titled group, the
 * hidden file input with its label for the slot's phase, the format hint, the refusal and the announcer.
 * One place, so a document slot and the selfie slot tell a screen reader the same things.
 */
export function SlotFrame({
  id,
  slot,
  state,
  emptyLabel,
  hint,
  notes,
  describedBy,
  inputDisabled,
  onFile,
  children,
}: Props) {
  const inputLabel =
    state.phase === 'uploaded'
      ? `Replace ${slot.label}`
      : state.phase === 'error'
        ? `Choose another file for ${slot.label}`
        : emptyLabel;
  return (
    <div role="group" aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-2">
      <p id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {slot.label}
      </p>
      <FileInput
        id={`${id}-file`}
        accept={acceptAttribute(slot.doc_type)}
        label={inputLabel}
        describedBy={describedBy}
        disabled={inputDisabled}
        onFile={onFile}
      />
      {children}
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      {notes}
      <SlotRefusal id={`${id}-refusal`} message={state.phase === 'error' ? null : state.message} />
      <SlotAnnouncer label={slot.label} state={state} />
    </div>
  );
}
