import {
  MESSAGES,
  type DocType,
  type KycDocumentType,
  type KycStage,
  type JourneyVertical,
  type KycStagedConfig,
  type TKycStatusResponse,
} from '@kavach/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showAlert } from '../ui/alert-host.tsx';
import { kycStatusQuery } from './kyc-api.ts';
import {
  resumedChoice,
  stageAfter,
  stageAtStart,
  type KycSelection,
  type KycStatusSnapshot,
  type UploadStage,
} from './lib/kyc-stages.ts';

type Options = {
  journeyId: string;
  vertical: JourneyVertical;
  config: KycStagedConfig;
  onReviewSubmit: () => void;
  /** Slots already uploaded, from the first status call. */
  onDocuments: (documents: TKycStatusResponse['documents']) => void;
};

/** What the screen is doing between stages: refetching the status, or the 2-second 'Verifying…' wait. */
export type KycBusy = 'checking' | 'verifying' | null;

/** docs/product/proposal-kyc.md §4: the KYC sub-stages, from LOADING to REVIEW_SUBMIT. */
export function useKycFlow({ journeyId, vertical, config, onReviewSubmit, onDocuments }: Options) {
  const [stage, setStage] = useState<KycStage>('LOADING');
  const [selection, setSelection] = useState<KycSelection>({ POA: null, POI: null });
  const [busy, setBusy] = useState<KycBusy>(null);
  // Whether the buyer moved stage in this view (then the new stage's heading takes focus, not on load).
  const [moved, setMoved] = useState(false);
  const missingJourney = journeyId.trim() === '';
  const queryClient = useQueryClient();
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // Read through refs, so a new callback from the parent neither restarts the start-up nor calls twice.
  const latest = useRef({ config, onReviewSubmit, onDocuments });
  useEffect(() => {
    latest.current = { config, onReviewSubmit, onDocuments };
  });

  // docs/product/proposal-kyc.md §4 "KYC start"; docs/product/proposal-kyc.md §8 for a missing journey id and a failed
  // call.
  const start = useQuery({ ...kycStatusQuery(journeyId, vertical), enabled: !missingJourney, staleTime: Infinity });
  useEffect(() => {
    if (missingJourney) showAlert(MESSAGES.KYC_JOURNEY_ID_MISSING);
  }, [missingJourney]);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    if (start.isSuccess) {
      started.current = true;
      const { config: current, onDocuments: seed } = latest.current;
      seed(start.data.documents);
      const done = new Set<DocType>(start.data.documents.map((d) => d.doc_type));
      const has = (t: DocType) => done.has(t);
      setSelection({ POA: resumedChoice(current.any_of_poa, has), POI: resumedChoice(current.any_of_poi, has) });
      setStage(stageAtStart(start.data));
    } else if (start.isError) {
      started.current = true;
      console.error('KYC start failed', start.error);
      showAlert(MESSAGES.KYC_INIT_FAILED);
      setStage('POA');
    }
  }, [start.isSuccess, start.isError, start.data, start.error]);

  const reviewCalled = useRef(false);
  useEffect(() => {
    if (stage !== 'REVIEW_SUBMIT' || reviewCalled.current) return;
    reviewCalled.current = true;
    latest.current.onReviewSubmit();
  }, [stage]);

  const choose = useCallback(
    (which: 'POA' | 'POI', doc: KycDocumentType) => setSelection((s) => ({ ...s, [which]: doc })),
    [],
  );

  const go = useCallback((next: KycStage, clearPoi: boolean) => {
    if (clearPoi) setSelection((s) => ({ ...s, POI: null }));
    setStage(next);
    setMoved(true);
  }, []);

  /**
   * docs/product/proposal-kyc.md §4 "KYC Continue": refetch the status where it decides, then move; never stuck on an
   * error.
   */
  const continueFrom = useCallback(
    async (from: UploadStage) => {
      setBusy('checking');
      try {
        // Asked again, not read from the cache: the upload just made may have moved CKYC or OVD on.
        const status: KycStatusSnapshot =
          from === 'POI'
            ? null
            : await queryClient
                .fetchQuery({ ...kycStatusQuery(journeyId, vertical), staleTime: 0 })
                .catch((err: unknown) => {
                  console.error('KYC status failed', err);
                  return null;
                });
        const next = stageAfter(from, status, latest.current.config, selection);
        if (next.delayMs > 0) {
          setBusy('verifying');
          await new Promise((resolve) => setTimeout(resolve, next.delayMs));
        }
        if (alive.current) go(next.stage, next.clearPoi);
      } catch (err) {
        console.error('KYC continue failed', err);
        const next = stageAfter(from, null, latest.current.config, selection);
        if (alive.current) go(next.stage, next.clearPoi);
        showAlert(MESSAGES.KYC_CONTINUE_ISSUE);
      } finally {
        if (alive.current) setBusy(null);
      }
    },
    [journeyId, vertical, selection, go, queryClient],
  );

  return { stage, selection, busy, moved, missingJourney, choose, continueFrom, status: start.data };
}
