import { MESSAGES } from '@kavach/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { showAlert } from '../../../shared/ui/alert-host.tsx';
import { QuoteIdMissingError } from '../../../shared/api/async-quote.ts';
import { createTermAsyncQuote } from '../api/quotes.ts';
import { writeQuoteInSession } from '../hooks/term-storage.ts';
import { useTermWizard } from '../hooks/use-term-wizard.ts';
import { buildTermQuoteRequest } from '../lib/quote-request.ts';
import type { TermDetails } from '../lib/term-details.ts';
import { LifeCoverSummary } from './life-cover-summary.tsx';
import { CoverStep } from './cover-step.tsx';
import { IncomeStep } from './income-step.tsx';
import { PersonStep } from './person-step.tsx';
import { PincodeStep } from './pincode-step.tsx';
import { QualificationStep } from './qualification-step.tsx';
import { SmokerStep } from './smoker-step.tsx';
import { termQuoteListPath } from '../lib/paths.ts';

/** docs/product/review-payment-term-bike.md §2.9 / §4.12: the six steps with the 'Life Cover' summary beside them. */
export function TermWizard() {
  const wizard = useTermWizard();
  const td = useDomainText();
  const navigate = useNavigate();
  // Focus moves to a step's title only once the visitor moved, never on first load.
  const [moved, setMoved] = useState(false);
  const quote = useMutation({
    mutationFn: (details: TermDetails) => createTermAsyncQuote(buildTermQuoteRequest(details)),
    retry: false,
    onSuccess: (quoteId, details) => {
      writeQuoteInSession(quoteId, details.coverage);
      void navigate(termQuoteListPath(quoteId));
    },
    onError: (err) => {
      // docs/product/review-payment-term-bike.md §8: term quote errors are logged; the visitor is told in the spec's
      // words, or the server's.
      console.error('Term quote request failed', err);
      const fromServer = err instanceof ApiError ? Object.values(err.fields)[0] : undefined;
      showAlert(
        td(err instanceof QuoteIdMissingError ? err.message : (fromServer ?? MESSAGES.QUOTE_GENERATION_FAILED)),
      );
    },
  });

  const step = wizard.step;
  const common = { step, details: wizard.details, focusTitle: moved };
  const advance = (update: (d: TermDetails) => TermDetails) => {
    setMoved(true);
    wizard.continueWith(update);
  };
  const back = () => {
    setMoved(true);
    wizard.back();
  };

  let form;
  if (step === 1) form = <CoverStep key={step} {...common} onContinue={advance} />;
  else if (step === 2) form = <IncomeStep key={step} {...common} onBack={back} onContinue={advance} />;
  else if (step === 3) form = <PersonStep key={step} {...common} onBack={back} onContinue={advance} />;
  else if (step === 4) form = <PincodeStep key={step} {...common} onBack={back} onContinue={advance} />;
  else if (step === 5) form = <QualificationStep key={step} {...common} onBack={back} onContinue={advance} />;
  else
    form = (
      <SmokerStep
        key={step}
        {...common}
        busy={quote.isPending}
        onBack={back}
        onContinue={(update) => quote.mutate(wizard.continueWith(update))}
      />
    );

  return (
    <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">{form}</div>
      <LifeCoverSummary
        details={wizard.details}
        before={Math.max(step, wizard.details.step)}
        editBefore={step}
        onEdit={(to) => {
          setMoved(true);
          wizard.goTo(to);
        }}
      />
    </div>
  );
}
