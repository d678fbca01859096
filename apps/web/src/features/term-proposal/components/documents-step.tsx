import { DOCUMENT_SLOTS, INCOME_PROOF_MIN_SIDE_PX, coverIncomeProblem, formatInr } from '@kavach/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { KycScreen } from '../../../shared/kyc/kyc-screen.tsx';
import { UploadSlot } from '../../../shared/kyc/upload-slot.tsx';
import { useSlotUploads } from '../../../shared/kyc/use-slot-uploads.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { BackButton, StepCard } from '../../../shared/ui/step-card.tsx';
import type { StepProps } from './step-props.ts';
import { NS } from '../i18n.ts';

const [INCOME_SLOT] = DOCUMENT_SLOTS.INCOME_PROOF;

type Props = Omit<StepProps, 'onSaved' | 'user'> & { onDone: () => void };

/**
 * Issue 15, step 5: the income proof when the cover asks for it (a large cover against the income), then the same
 * KYC screen as health: CKYC by PAN, documents, selfie. Finishing KYC opens the review.
 */
export function DocumentsStep({ journeyId, details, focusTitle, onBack, onDone }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const slots = useSlotUploads(journeyId);
  const needsIncomeProof = details.income.income_proof_required && !details.income.income_proof_uploaded;
  const [incomeDone, setIncomeDone] = useState(!needsIncomeProof);
  if (!incomeDone && INCOME_SLOT) {
    const slot = slots.slotOf(INCOME_SLOT.doc_type);
    const income = details.life_assured?.annual_income ?? 0;
    const reason = coverIncomeProblem(details.quoted.age, income, details.plan.sum_assured);
    return (
      <StepCard title={t('documents.title')} titleId="income-proof-title" focusTitle={focusTitle}>
        <p className="mt-2 text-sm text-slate-600">
          {reason
            ? t('documents.incomeCheckReason', { income: formatInr(income), reason: td(reason) })
            : t('documents.incomeCheck', { income: formatInr(income) })}{' '}
          {t('documents.upload', { pixels: INCOME_PROOF_MIN_SIDE_PX })}
        </p>
        <div className="mt-6 max-w-md">
          <UploadSlot
            slot={INCOME_SLOT}
            state={slot}
            onFile={(file) => void slots.upload(INCOME_SLOT.doc_type, file)}
            onRetry={() => slot.file && void slots.upload(INCOME_SLOT.doc_type, slot.file)}
          />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
          {onBack ? <BackButton onClick={onBack} /> : <span />}
          <Button
            onClick={() => setIncomeDone(true)}
            disabled={!slots.uploaded(INCOME_SLOT.doc_type)}
            className="w-full sm:w-auto sm:min-w-40"
          >
            {t('documents.continue')}
          </Button>
        </div>
      </StepCard>
    );
  }
  return (
    <div className="space-y-3">
      <KycScreen journeyId={journeyId} vertical="TERM" config={null} onReviewSubmit={onDone} focusTitle={focusTitle} />
      {onBack && <BackButton onClick={onBack} />}
    </div>
  );
}
