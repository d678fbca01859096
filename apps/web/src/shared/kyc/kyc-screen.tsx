import { KYC_STAGE_LABELS, MESSAGES, type JourneyVertical } from '@kavach/domain';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../i18n/use-domain-text.ts';
import { NS } from './i18n.ts';
import { kycConfigOf, type RawKycConfig } from './lib/kyc-stages.ts';
import { KycReviewNotice } from './kyc-review-notice.tsx';
import { KycStageView } from './kyc-stage-view.tsx';
import { useKycFlow } from './use-kyc-flow.ts';
import { useSlotUploads } from './use-slot-uploads.ts';

type Props = {
  journeyId: string;
  /** Whose kyc-status to ask: the journey's product. */
  vertical: JourneyVertical;
  /** The journey's kyc_staged_config; null uses DEFAULT_KYC_CONFIG (docs/product/proposal-kyc.md §3). */
  config: RawKycConfig | null;
  /** Called once when KYC reaches REVIEW_SUBMIT. */
  onReviewSubmit: () => void;
  /** Focus the title on mount (the buyer moved here in this page view). */
  focusTitle?: boolean;
};

/** docs/product/proposal-kyc.md §2 "KYC screen" and §4: LOADING, POA, POI, MANDATORY, then REVIEW_SUBMIT. */
export function KycScreen({ journeyId, vertical, config, onReviewSubmit, focusTitle = false }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const stages = useMemo(() => kycConfigOf(config), [config]);
  const slots = useSlotUploads(journeyId);
  const flow = useKycFlow({ journeyId, vertical, config: stages, onReviewSubmit, onDocuments: slots.seed });
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);

  const { stage } = flow;
  let body;
  if (flow.missingJourney) {
    body = (
      <p role="alert" className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
        {td(MESSAGES.KYC_JOURNEY_ID_MISSING)}
      </p>
    );
  } else if (stage === 'LOADING' || stage === 'REVIEW_SUBMIT') {
    body = (
      <p role="status" className="mt-6 flex items-center gap-3 text-slate-700">
        <span
          aria-hidden="true"
          className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
        />
        {stage === 'LOADING' ? td(KYC_STAGE_LABELS.LOADING) : t('screen.complete')}
      </p>
    );
  } else {
    body = (
      <KycStageView
        stage={stage}
        config={stages}
        selection={flow.selection}
        onChoose={flow.choose}
        slotOf={slots.slotOf}
        uploaded={slots.uploaded}
        onFile={(docType, file) => void slots.upload(docType, file)}
        busy={flow.busy}
        focusHeading={flow.moved}
        onContinue={() => void flow.continueFrom(stage)}
      />
    );
  }

  return (
    <section aria-labelledby="kyc-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id="kyc-title" ref={title} tabIndex={-1} className="text-xl font-bold text-slate-900 sm:text-2xl">
        {t('screen.title')}
      </h2>
      {/* A rejection says what to upload again; the buyer replaces those files below. */}
      {flow.status?.kyc_status === 'REJECTED' && <KycReviewNotice kyc={flow.status} />}
      {body}
    </section>
  );
}
