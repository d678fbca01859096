import { lakhCroreLabel, type PlanFact } from '@kavach/domain';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useDomainText } from '../i18n/use-domain-text.ts';
import { PlanFacts } from '../ui/display-constants.tsx';
import { NS, useMonthlyShare } from './i18n.ts';

/** The face of a quoted plan, the same in every vertical's quote. */
export type QuotedPlanFace = { insurer_logo_url: string; insurer_name: string; plan_name: string; sum_insured: number };

type Props = {
  plan: QuotedPlanFace;
  /** A highlighted card (health's HERO_PLAN) with its badge line. */
  hero?: string | undefined;
  /** After "Cover 1 Crore" on the cover line (term: how long the cover runs). */
  coverNote?: ReactNode;
  monthly: number;
  /** The yearly price button's text, e.g. "₹12,345/year". */
  priceLabel: string;
  /** Small print under the price: what a multi-year policy costs in all ("₹23,456 for 2 years"). */
  priceNote?: string | undefined;
  /** The plan's own facts where the spec had fixed texts (docs/decisions.md §4a). */
  facts: readonly PlanFact[];
  /** The catalogue holds sample figures: the facts are labelled illustrative. */
  illustrative: boolean;
  /** Beside the facts: the compare tick box. */
  select?: ReactNode;
  /** This card's plan is being opened. */
  busy: boolean;
  /** Some plan is being opened: one journey at a time. */
  disabled: boolean;
  onChoose: () => void;
  /** What the vertical adds under the facts (free benefits, loadings). */
  children?: ReactNode;
};

/**
 * docs/product/quotes.md §2 / docs/product/review-payment-term-bike.md §2.10 quote card: insurer logo, insurer and plan
 * name, cover, the monthly price (only if not 0), the yearly price button that opens the plan, and the plan's own facts
 * where the spec had fixed texts.
 */
export function PlanCardFrame({
  plan,
  hero,
  coverNote,
  monthly,
  priceLabel,
  priceNote,
  facts,
  illustrative,
  select,
  busy,
  disabled,
  onChoose,
  children,
}: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const monthlyShare = useMonthlyShare();
  return (
    <article
      aria-label={`${plan.insurer_name} ${plan.plan_name}`}
      className={`rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ${hero ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200'}`}
    >
      {hero && (
        <p className="mb-3 inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          {hero}
        </p>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 gap-3">
          {/* Lazy: a list of up to 30 cards paints only the logos near the screen, not all of them at once. */}
          <img
            src={plan.insurer_logo_url}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            className="h-12 w-12 shrink-0 rounded-xl"
          />
          <div className="min-w-0">
            <p className="text-sm text-slate-600">{plan.insurer_name}</p>
            <h2 className="text-lg leading-tight font-semibold text-slate-900">{plan.plan_name}</h2>
            <p className="mt-1 text-sm text-slate-700">
              <Trans
                t={t}
                i18nKey="card.cover"
                values={{ cover: td(lakhCroreLabel(plan.sum_insured)) }}
                components={{ 1: <span className="font-semibold" /> }}
              />
              {coverNote}
            </p>
          </div>
        </div>
        <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
          {monthly !== 0 && <p className="text-sm text-slate-600">{monthlyShare(monthly)}</p>}
          <button
            type="button"
            disabled={disabled}
            onClick={onChoose}
            aria-label={
              busy
                ? t('card.loadingPlan', { plan: plan.plan_name })
                : t('card.viewPlan', { price: priceLabel, plan: plan.plan_name })
            }
            className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 text-base font-bold text-white hover:bg-brand-800 disabled:bg-slate-400"
          >
            {busy ? t('card.loading') : priceLabel}
          </button>
          {priceNote && <p className="text-xs text-slate-600">{priceNote}</p>}
        </div>
      </div>
      <PlanFacts facts={facts} illustrative={illustrative} />
      {children}
      {select}
    </article>
  );
}
