import { formatInr, lakhCroreLabel, type PlanFact, type TAddon, type TAggregatedPremiumResponse } from '@kavach/domain';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../i18n/use-domain-text.ts';
import { PlanFacts } from '../ui/display-constants.tsx';
import { Tabs, type Tab } from '../ui/tabs.tsx';
import { AddonPanel, type AddonPanelConfig } from './addon-panel.tsx';
import { NS, useMonthlyShare } from './i18n.ts';
import { AddonPanelSkeleton } from './plan-detail-skeleton.tsx';
import { StickyBuyBar } from './sticky-buy-bar.tsx';
import type { QuotedPlanFace } from './plan-card-frame.tsx';

// The reasons the server and planPremium give for a premium that moved (journey-views.ts), each as this namespace's
// key; any other is a domain text (a declaration's conditions).
const REASON_KEYS: Readonly<Record<string, 'reason.addons' | 'reason.repriced' | 'reason.termDeclaration'>> = {
  'Add-ons you changed': 'reason.addons',
  'Re-priced for your journey': 'reason.repriced',
  'Your declaration: loadings and smoker status': 'reason.termDeclaration',
};

const BACK_ARROW = '←';

/** The premium the header shows: the journey's, once fetched (or re-priced by the add-on panel), else the quote's. */
export type ShownPremium = { total: number; monthly: number; tax: number };

/** What a vertical gives the plan detail view. */
export type PlanDetailConfig<Key extends QueryKey = QueryKey> = {
  plan: QuotedPlanFace;
  /** Names the view's heading id (the journey, or the quote when no journey exists yet). */
  viewId: string;
  /** The plan's name is the page's heading when the view is a page of its own (health's plan address). */
  headingLevel?: 'h1' | 'h2';
  /** Buy is starting the journey. */
  buying?: boolean;
  /** Shown after the cover in the header ("Cover 1 Crore · {tagline}"). */
  tagline: string | undefined;
  /** GET …/aggregated-premium-details/{journey_id}; the query key names the vertical. */
  premiumQuery: UseQueryOptions<TAggregatedPremiumResponse, Error, TAggregatedPremiumResponse, Key>;
  /** The quote's own figures, shown until (or if never) the journey's premium arrives. */
  quotedPremium: ShownPremium;
  /** The buy button's price text, e.g. "₹12,345/year". */
  priceLabel: (premium: ShownPremium) => string;
  onBuy: () => void;
  /** The small print under the buy button (term, GST). */
  priceNote: (premium: ShownPremium) => ReactNode;
  /** The plan's own facts where the spec had fixed texts (docs/decisions.md §4a). */
  facts: readonly PlanFact[];
  /** The catalogue holds sample figures: the facts are labelled illustrative. */
  illustrative: boolean;
  /** What the vertical says under the facts (illustrative premiums, waiting periods). */
  factNote?: ReactNode;
  /** The "Must Haves" panel: the plan's add-ons (undefined while they load) and their texts. */
  addons: AddonPanelConfig & {
    list: TAddon[] | undefined;
    failed: boolean;
    unavailable: string;
    loadingLabel: string;
    /** Said above the panel: what is not offered on this quote, and why. */
    note?: string | undefined;
  };
  /** The tabs after "Must Haves". */
  tabs: (premium: ShownPremium) => Tab[];
  onBack: () => void;
};

/**
 * docs/product/quotes.md §2 / docs/product/review-payment-term-bike.md §2.11: the plan detail view — Go Back, the plan
 * and its premium, the buy button and the tabs.
 */
export function PlanDetail<Key extends QueryKey>({
  plan,
  viewId,
  headingLevel = 'h2',
  buying = false,
  tagline,
  premiumQuery,
  quotedPremium,
  priceLabel,
  onBuy,
  priceNote,
  facts,
  illustrative,
  factNote,
  addons,
  tabs,
  onBack,
}: PlanDetailConfig<Key>) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const monthlyShare = useMonthlyShare();
  const reason = (text: string) => {
    const key = REASON_KEYS[text];
    return key ? t(key) : td(text);
  };
  const [tab, setTab] = useState('must-haves');
  const initial = useQuery(premiumQuery);
  // The add-on panel (a long list of rows) is drawn in a pass of its own, interruptible, once the first premium is
  // in: with the rest of the view it made one task too long for a phone (Lighthouse TBT, issue 17).
  const first = useDeferredValue(initial.data);
  // The add-on panel's latest answer wins over the premium fetched when the view opened.
  const [updated, setPremium] = useState<TAggregatedPremiumResponse | null>(null);
  const premium = updated ?? first;
  useEffect(() => {
    // docs/product/quotes.md §8 / docs/product/review-payment-term-bike.md §8: premium fetch failures are logged; the
    // quote's own figures are shown instead.
    if (initial.isError) console.error('Premium fetch failed', initial.error);
  }, [initial.isError, initial.error]);

  const summary = premium?.premium_summary;
  const shown: ShownPremium = summary
    ? { total: summary.total_premium, monthly: summary.monthly_premium, tax: summary.tax }
    : quotedPremium;
  const headingId = `plan-heading-${viewId}`;
  const Heading = headingLevel;
  // A plan's own page (issue 17): focus starts at its heading, as after any change of page, for screen readers.
  const heading = useRef<HTMLHeadingElement>(null);
  const buyButton = useRef<HTMLButtonElement>(null);
  const planEnd = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (headingLevel === 'h1') heading.current?.focus({ preventScroll: true });
  }, [headingLevel]);

  const mustHaves: Tab = {
    id: 'must-haves',
    label: t('planDetail.mustHaves'),
    panel:
      addons.list && premium ? (
        <>
          {addons.note && <p className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">{addons.note}</p>}
          <AddonPanel
            addons={addons.list}
            premium={premium}
            onPremium={setPremium}
            groupTitles={addons.groupTitles}
            priceAndSave={addons.priceAndSave}
            {...(addons.preview ? { preview: addons.preview } : {})}
            groupHeadingLevel={headingLevel === 'h1' ? 'h2' : 'h3'}
          />
        </>
      ) : addons.failed || initial.isError ? (
        <p className="text-sm text-slate-600">{addons.unavailable}</p>
      ) : (
        <AddonPanelSkeleton label={addons.loadingLabel} />
      ),
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <button
        type="button"
        onClick={onBack}
        className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:underline"
      >
        <span aria-hidden="true">{BACK_ARROW}</span> {t('planDetail.back')}
      </button>
      <div className="rounded-2xl border border-slate-200 bg-white p-5">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex gap-3">
            <img src={plan.insurer_logo_url} alt="" width={56} height={56} className="h-14 w-14 shrink-0 rounded-xl" />
            <div>
              <p className="text-sm text-slate-600">{plan.insurer_name}</p>
              <Heading
                ref={heading}
                id={headingId}
                tabIndex={-1}
                className="text-2xl font-bold text-slate-900 outline-none"
              >
                {plan.plan_name}
              </Heading>
              <p className="text-sm text-slate-700">
                {t('planDetail.cover', { cover: td(lakhCroreLabel(plan.sum_insured)) })}
                {tagline ? ` · ${tagline}` : ''}
              </p>
            </div>
          </div>
          <div className="flex flex-col items-start gap-1 sm:items-end">
            {/* docs/product/quotes.md §2: the monthly price only if not 0. */}
            {shown.monthly !== 0 && (
              <p className="text-sm text-slate-600" aria-live="polite">
                {monthlyShare(shown.monthly)}
              </p>
            )}
            <button
              ref={buyButton}
              type="button"
              onClick={onBuy}
              disabled={buying}
              className="min-h-11 rounded-lg bg-brand-700 px-5 py-2.5 text-base font-bold whitespace-nowrap text-white hover:bg-brand-800 disabled:bg-slate-400"
            >
              {buying ? t('planDetail.loading') : t('planDetail.buy', { price: priceLabel(shown) })}
            </button>
            <p className="text-xs text-slate-500">{priceNote(shown)}</p>
          </div>
        </div>
        <PlanFacts facts={facts} illustrative={illustrative} />
        {factNote}
        {premium && premium.premium_changes.length > 0 && (
          <p className="mt-2 text-sm text-slate-700">
            {t('planDetail.premiumChanged', {
              changes: premium.premium_changes
                .map((c) => `${reason(c.reason)} ${c.amount > 0 ? '+' : '−'}${formatInr(Math.abs(c.amount))}`)
                .join('; '),
            })}
          </p>
        )}
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-5">
        <Tabs tabs={[mustHaves, ...tabs(shown)]} active={tab} onChange={setTab} label={t('planDetail.tabs')} />
      </div>
      <div ref={planEnd} aria-hidden="true" />
      <StickyBuyBar
        anchor={buyButton}
        end={planEnd}
        planName={plan.plan_name}
        price={priceLabel(shown)}
        buying={buying}
        onBuy={onBuy}
      />
    </section>
  );
}
