import {
  DEFAULT_TERM_COVER_TILL_AGE,
  VERTICAL_REGISTRY,
  termEntryAge,
  todayIso,
  formatInr,
  lakhCroreLabel,
  riderCapNote,
  ridersWithinCover,
  termPlanFacts,
  type TAddonRequestItem,
  type TTermQuote,
} from '@kavach/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { PlanDetail } from '../../../shared/quotes/plan-detail.tsx';
import { planPremium } from '../../../shared/quotes/plan-premium.ts';
import { useAddonChoice } from '../../../shared/quotes/use-addon-choice.ts';
import { startPricedJourney, type PricedQuote } from '../../../shared/quotes/start-journey.ts';
import { showAlert } from '../../../shared/ui/alert-host.tsx';
import { coverageTabs } from '../../../shared/ui/feature-list.tsx';
import type { TermPlanInfo } from '../api/plans.ts';
import { NS } from '../i18n.ts';
import { createTermSingleQuote } from '../api/quotes.ts';
import { buildSingleQuoteRequest } from '../lib/quote-request.ts';
import type { TermDetails } from '../lib/term-details.ts';
import { InsuranceJourney } from './insurance-journey.tsx';

type Props = {
  quote: TTermQuote;
  plan: TermPlanInfo | undefined;
  details: TermDetails;
  illustrative: boolean;
  onBack: () => void;
};

/**
 * docs/product/review-payment-term-bike.md §2.11: the plan detail view with 'Go Back', the premium and four tabs, on
 * the plan's own page (issue 48). Browsing creates nothing: riders are priced by single quotes, each answer signed by
 * the server, and only Buy starts a journey, on the quote last priced (as health's plan page).
 */
export function TermPlanDetail({ quote, plan, details, illustrative, onBack }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const navigate = useNavigate();
  // The rider choice this page entry was left with (a reload keeps history state); priced again on arrival.
  const { saved: savedRiders, remember } = useAddonChoice();
  const priced = useRef<PricedQuote | null>(null);
  const [buying, setBuying] = useState(false);
  const meta = plan?.plan_meta_json;
  const age = details.dob ? termEntryAge(details.dob, todayIso()) : null;
  const quoted = quote.periodic_premium_breakups;
  const offered =
    plan && ridersWithinCover(plan.plan_config_json.addons, quote.sum_insured, quote.rider_cover_limits ?? {});

  // docs/product/review-payment-term-bike.md §4.14: every rider change is priced by a single quote; nothing is saved
  // until Buy, and the choice is kept in the page's history entry for a reload.
  // One life is insured: the premium is an individual plan's.
  const price = async (items: TAddonRequestItem[]) => {
    const answer = await createTermSingleQuote(buildSingleQuoteRequest(details, quote, items));
    priced.current = { quoteId: answer.quote.quote_id, token: answer.token };
    return planPremium(quoted, answer.quote.periodic_premium_breakups, items, 'INDIVIDUAL');
  };
  const priceAndRemember = async (items: TAddonRequestItem[]) => {
    const premium = await price(items);
    remember(items);
    return premium;
  };
  const buy = async () => {
    setBuying(true);
    try {
      const journeyId = await startPricedJourney('TERM', quote, priced.current);
      // Issue 15: the proposal of this journey, riders included; sign-in comes first there.
      void navigate(`/${VERTICAL_REGISTRY.TERM.page}/proposal?journey_id=${encodeURIComponent(journeyId)}`);
    } catch (err) {
      console.error('Journey start failed', err);
      setBuying(false);
      showAlert(err instanceof ApiError ? err.message : t('plan.buyFailed'));
    }
  };

  return (
    <PlanDetail
      plan={quote}
      viewId={quote.quote_id}
      headingLevel="h1"
      buying={buying}
      tagline={meta?.tagline}
      premiumQuery={{
        queryKey: ['term', 'plan-price', quote.quote_id, savedRiders],
        queryFn: () =>
          savedRiders.some((a) => a.is_opted === 'YES')
            ? price(savedRiders)
            : Promise.resolve(planPremium(quoted, quoted, savedRiders, 'INDIVIDUAL')),
      }}
      quotedPremium={{ total: quoted.total_premium, monthly: quoted.monthly_premium, tax: quoted.tax }}
      priceLabel={(p) => t('card.perYear', { amount: formatInr(p.total) })}
      onBuy={() => void buy()}
      // Individual life cover has been GST-exempt since 22 September 2025; the catalogue's rate says so.
      priceNote={(p) =>
        t('plan.paidYears', { years: quote.policy_term }) +
        (p.tax === 0 ? t('plan.gstExempt') : t('plan.gst', { amount: formatInr(p.tax) }))
      }
      facts={termPlanFacts(quote)}
      illustrative={illustrative}
      factNote={illustrative && <p className="mt-3 text-xs text-slate-600">{t('plan.illustrative')}</p>}
      addons={{
        list: offered?.riders,
        note: offered?.unaffordable.length ? td(riderCapNote(offered.unaffordable)) : undefined,
        failed: plan === undefined,
        unavailable: t('plan.ridersUnavailable'),
        loadingLabel: t('plan.loadingRiders'),
        // The catalogue's rider groups, by their ids.
        groupTitles: {
          riders: t('plan.groups.riders'),
          'cover-variant': t('plan.groups.coverVariant'),
          'family-protect': t('plan.groups.familyProtect'),
        },
        priceAndSave: priceAndRemember,
      }}
      tabs={(p) => [
        {
          id: 'journey',
          label: t('plan.journeyTab'),
          panel: (
            <InsuranceJourney
              age={age}
              coverTillAge={quote.cover_till_age ?? DEFAULT_TERM_COVER_TILL_AGE}
              yearlyPremium={p.total}
              cover={td(lakhCroreLabel(quote.sum_insured))}
            />
          ),
        },
        ...coverageTabs(meta?.features ?? []),
      ]}
      onBack={onBack}
    />
  );
}
