import { MESSAGES, UPLOAD_PROGRESS_CLEAR_MS, type DocType, type TKycStatusResponse } from '@kavach/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadCalls } from './kyc-api.ts';
import { checkSlotFile, docNameOf } from './lib/upload-file.ts';
import { UploadFailure, uploadSlotFile } from './lib/upload-pipeline.ts';

/**
 * docs/product/proposal-kyc.md §2 slot states: empty, uploading with percent, error with Retry, uploaded with a
 * thumbnail.
 */
export type SlotState = {
  readonly phase: 'empty' | 'uploading' | 'error' | 'uploaded';
  readonly progress: number;
  /** The processed upload that counts for Continue; set at 100 %, before the indicator clears. */
  readonly refId: string | null;
  /** The last file chosen: Retry sends it again; an image shows as its own thumbnail. */
  readonly file: File | null;
  /** The upload's error (error phase), or why a chosen file was refused before upload (any other phase). */
  readonly message: string | null;
};

export const EMPTY_SLOT: SlotState = { phase: 'empty', progress: 0, refId: null, file: null, message: null };

type Slots = Partial<Record<DocType, SlotState>>;

/** Upload state of every slot of the journey, keyed by doc_type (a slot is the same whichever stage shows it). */
export function useSlotUploads(journeyId: string) {
  const [slots, setSlots] = useState<Slots>({});
  // One attempt number per slot, so a late answer of a replaced upload cannot overwrite the newer one.
  const attempts = useRef<Partial<Record<DocType, number>>>({});
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const patch = useCallback((docType: DocType, change: Partial<SlotState>) => {
    setSlots((s) => ({ ...s, [docType]: { ...(s[docType] ?? EMPTY_SLOT), ...change } }));
  }, []);

  /** The slots the status call reports as already uploaded show as done. */
  const seed = useCallback((documents: TKycStatusResponse['documents']) => {
    setSlots((s) => {
      const next = { ...s };
      for (const d of documents)
        if (!next[d.doc_type]) next[d.doc_type] = { ...EMPTY_SLOT, phase: 'uploaded', refId: d.upload_reference_id };
      return next;
    });
  }, []);

  const upload = useCallback(
    async (docType: DocType, file: File) => {
      const checked = checkSlotFile(file, docType);
      // docs/product/proposal-kyc.md §5: a refused file is never sent. What was uploaded before stays; a failed
      // upload's Retry goes, as the buyer has moved on from that file.
      if (!checked.ok) {
        const message = checked.message;
        return setSlots((s) => {
          const current = s[docType] ?? EMPTY_SLOT;
          return { ...s, [docType]: current.phase === 'error' ? { ...EMPTY_SLOT, message } : { ...current, message } };
        });
      }
      const attempt = (attempts.current[docType] ?? 0) + 1;
      attempts.current[docType] = attempt;
      const current = () => attempts.current[docType] === attempt;
      patch(docType, { phase: 'uploading', progress: 0, refId: null, file, message: null });
      try {
        const request = {
          journeyId,
          docType,
          docName: docNameOf(file, `${docType.toLowerCase()}.jpg`),
          mimeType: checked.mimeType,
          file,
        };
        const refId = await uploadSlotFile(
          uploadCalls,
          request,
          (progress) => current() && patch(docType, { progress }),
        );
        if (!current()) return;
        patch(docType, { refId });
        // docs/product/proposal-kyc.md §4: the indicator is removed 1 second after 100 %.
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          if (current()) patch(docType, { phase: 'uploaded' });
        }, UPLOAD_PROGRESS_CLEAR_MS);
        timers.current.add(timer);
      } catch (err) {
        console.error('KYC upload failed', err);
        const message = err instanceof UploadFailure ? err.message : MESSAGES.UPLOAD_FAILED;
        if (current()) patch(docType, { phase: 'error', message });
      }
    },
    [journeyId, patch],
  );

  const slotOf = useCallback((docType: DocType) => slots[docType] ?? EMPTY_SLOT, [slots]);
  const uploaded = useCallback((docType: DocType) => Boolean(slots[docType]?.refId), [slots]);
  return { slotOf, uploaded, upload, seed };
}
