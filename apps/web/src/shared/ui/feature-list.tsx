import { useTranslation } from 'react-i18next';
import { englishNamespace } from '../i18n/english-namespace.ts';
import en from '../i18n/locales/en.json';

const NS = englishNamespace('common', en);

type Feature = {
  feature_name: string;
  feature_description: string;
  feature_explanation: string;
  feature_type: 'INCLUDED' | 'EXCLUDED';
};

/**
 * "What's Covered" / "What's Not Covered" (docs/product/quotes.md §2 tabs 2 and 3;
 * docs/product/review-payment-term-bike.md §2.11 leaves the term ones empty, and the plan's features tell the buyer
 * more): INCLUDED or EXCLUDED features with a plain-language explanation.
 */
export function FeatureList({ features, kind }: { features: readonly Feature[]; kind: 'INCLUDED' | 'EXCLUDED' }) {
  const { t } = useTranslation(NS);
  const list = features.filter((f) => f.feature_type === kind);
  if (list.length === 0) return <p className="text-sm text-slate-600">{t('featureList.none')}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {list.map((f) => (
        <li key={f.feature_name} className="rounded-xl border border-slate-200 p-4">
          <p className="flex items-start gap-2 font-semibold text-slate-900">
            <span aria-hidden="true" className={kind === 'INCLUDED' ? 'text-brand-700' : 'text-red-700'}>
              {MARK[kind]}
            </span>
            {f.feature_name}
          </p>
          <p className="mt-1 text-sm text-slate-700">{f.feature_description}</p>
          <p className="mt-2 text-sm text-slate-500">{f.feature_explanation}</p>
        </li>
      ))}
    </ul>
  );
}

// The marks before each feature: decoration (aria-hidden), the list's own name says which it is.
const MARK = { INCLUDED: '✓', EXCLUDED: '✕' } as const;

const TAB_LABEL = { INCLUDED: 'featureList.covered', EXCLUDED: 'featureList.notCovered' } as const;

/** A coverage tab's name; a component, so the plan pages can build their tabs outside a render. */
function CoverageTabLabel({ kind }: { kind: Feature['feature_type'] }) {
  const { t } = useTranslation(NS);
  return t(TAB_LABEL[kind]);
}

/** The plan page's two coverage tabs, the same pair for every vertical (docs/product/quotes.md §2 tabs 2 and 3). */
export const coverageTabs = (features: readonly Feature[]) => [
  {
    id: 'covered',
    label: <CoverageTabLabel kind="INCLUDED" />,
    panel: <FeatureList features={features} kind="INCLUDED" />,
  },
  {
    id: 'not-covered',
    label: <CoverageTabLabel kind="EXCLUDED" />,
    panel: <FeatureList features={features} kind="EXCLUDED" />,
  },
];
