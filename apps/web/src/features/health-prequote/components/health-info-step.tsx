import { buildHealthQuoteRequest, type PreQuoteDetails } from '@kavach/domain/health/pre-quote-details';
import { MESSAGES } from '@kavach/domain/validation/messages';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { showAlert } from '../../../shared/ui/alert-host.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { QuoteIdMissingError } from '../../../shared/api/async-quote.ts';
import { useSampleCatalogue } from '../../../shared/api/client-config.ts';
import { createHealthAsyncQuote } from '../../../shared/api/create-health-async-quote.ts';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { healthInfoGaps } from '../hooks/health-info-rules.ts';
import type { HealthAnswers } from '../hooks/use-pre-quote-journey.ts';
import { NS } from '../i18n.ts';
import { DiseaseQuestion, PolicyQuestion } from './health-questions.tsx';
import { PincodeField } from './pincode-field.tsx';
import { StepCard } from '../../../shared/ui/step-card.tsx';

type Props = {
  details: PreQuoteDetails;
  focusTitle: boolean;
  onChange: (patch: Partial<HealthAnswers>) => void;
  onConfirm: () => PreQuoteDetails;
};

/** docs/product/quotes.md §2 HEALTH_INFO: pin code, existing disease, existing policy, then "Yes I Confirm". */
export function HealthInfoStep({ details, focusTitle, onChange, onConfirm }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  // docs/product/quotes.md §4 Confirm: a base async quote built from the pre-quote answers, never retried.
  const quote = useMutation({
    mutationFn: (answers: PreQuoteDetails) => createHealthAsyncQuote(buildHealthQuoteRequest(answers)),
    retry: false,
  });
  const navigate = useNavigate();
  const illustrative = useSampleCatalogue('health');

  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (quote.isPending) return;
    // docs/product/quotes.md §8: confirming an incomplete form is an alert, not a disabled button.
    // Issue 48: and names what is still to answer.
    const gaps = healthInfoGaps(details);
    if (gaps.length > 0) {
      showAlert(
        t('healthInfo.incomplete', {
          message: td(MESSAGES.FORM_INCOMPLETE),
          gaps: gaps.map((gap) => t(gap)).join(', '),
        }),
      );
      return;
    }
    quote.mutate(onConfirm(), {
      onSuccess: (quoteId) => {
        sessionStore.set('quote_id', quoteId);
        void navigate(`/health-insurance/quote-list?quote_id=${encodeURIComponent(quoteId)}`);
      },
      onError: (err) =>
        showAlert(td(err instanceof QuoteIdMissingError ? err.message : MESSAGES.QUOTE_GENERATION_FAILED)),
    });
  };

  return (
    <StepCard title={t('healthInfo.title')} titleId="health-info-title" focusTitle={focusTitle}>
      <form onSubmit={confirm} noValidate className="mt-6 space-y-8">
        <PincodeField pincode={details.pincode} place={details.pincode_details} onChange={onChange} />
        <DiseaseQuestion answers={details} members={details.members} onChange={onChange} />
        <PolicyQuestion answers={details} onChange={onChange} />
        <div className="space-y-3 border-t border-slate-200 pt-6">
          <Button
            type="submit"
            disabled={quote.isPending}
            aria-busy={quote.isPending}
            className="w-full sm:w-auto sm:min-w-48"
          >
            {quote.isPending && (
              <span
                aria-hidden="true"
                className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent"
              />
            )}
            {quote.isPending ? t('healthInfo.confirming') : t('healthInfo.confirm')}
          </Button>
          <p className="text-sm font-medium text-slate-700">{t('healthInfo.mandatory')}</p>
          {illustrative && <p className="text-xs text-slate-500">{t('healthInfo.illustrative')}</p>}
        </div>
      </form>
    </StepCard>
  );
}
