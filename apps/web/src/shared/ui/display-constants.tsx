import type { PlanFact } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { englishNamespace } from '../i18n/english-namespace.ts';
import en from '../i18n/locales/en.json';
import { useDomainText } from '../i18n/use-domain-text.ts';

const NS = englishNamespace('common', en);

/**
 * Where docs/product/quotes.md §2 / docs/product/review-payment-term-bike.md §2.10 put fixed display texts on every
 * card and plan detail, the plan's own facts (docs/decisions.md §4a, issue 17): healthPlanFacts / termPlanFacts,
 * nothing the catalogue does not state.
 */
export function PlanFacts({ facts, illustrative = false }: { facts: readonly PlanFact[]; illustrative?: boolean }) {
  const { t } = useTranslation(NS);
  if (facts.length === 0) return null;
  return (
    <>
      <FactTiles facts={facts} className="mt-4 text-xs text-slate-700 sm:grid-cols-4" />
      {/* docs/product/catalogue.md §4: figures the catalogue marks "sample" are said to be illustrative. */}
      {illustrative && <p className="mt-1 text-xs text-amber-800">{t('planFacts.illustrative')}</p>}
    </>
  );
}

/**
 * Facts as small tiles, two to a row, each its label over its value: a plan's facts, a motor quote's cover. The
 * domain writes them (healthPlanFacts, termPlanFacts): shown in the page's language where its catalogue says them.
 */
export function FactTiles({ facts, className }: { facts: readonly PlanFact[]; className: string }) {
  const td = useDomainText();
  return (
    <dl className={`grid grid-cols-2 gap-2 ${className}`}>
      {facts.map((f) => (
        <div key={f.label} className="rounded-lg bg-slate-50 px-2 py-1.5">
          <dt className="text-xs text-slate-600">{td(f.label)}</dt>
          <dd className="font-semibold text-slate-900">{td(f.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
