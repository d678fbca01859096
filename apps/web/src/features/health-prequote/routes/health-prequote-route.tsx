import type { InsuranceFor } from '@kavach/domain/constants/health';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreQuoteJourney } from '../components/pre-quote-journey.tsx';
import { ThingsOptions } from '../components/things-options.tsx';
import { readInsuranceFor } from '../hooks/pre-quote-storage.ts';
import { NS } from '../i18n.ts';

// docs/product/quotes.md §2: the page heading follows the home choice.
const HEADINGS = {
  self: 'heading.self',
  family: 'heading.family',
  things: 'heading.things',
} as const satisfies Record<InsuranceFor, string>;

/** docs/product/quotes.md §2 "Health pre-quote journey" at /health-insurance. */
export default function HealthPrequoteRoute() {
  const { t } = useTranslation(NS);
  const [insuranceFor, setInsuranceFor] = useState(readInsuranceFor);
  // Moved from the self step to the family's members: focus goes to the new step's title, as between steps.
  const [switched, setSwitched] = useState(false);
  return (
    <section aria-labelledby="prequote-heading" className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:pt-12">
      <header className={insuranceFor === 'things' ? 'mx-auto max-w-2xl' : 'text-center'}>
        <h1 id="prequote-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t(HEADINGS[insuranceFor])}
        </h1>
        <p className="mt-2 text-base text-slate-600 sm:text-lg">{t('heading.tagline')}</p>
      </header>
      {insuranceFor === 'things' ? (
        <ThingsOptions />
      ) : (
        <PreQuoteJourney
          key={insuranceFor}
          insuranceFor={insuranceFor}
          focusFirstStep={switched}
          onAddFamily={() => {
            setSwitched(true);
            setInsuranceFor('family');
          }}
        />
      )}
    </section>
  );
}
