import type { MotorAddonType, MotorPolicyType, TMotorQuote } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { useSampleCatalogue } from '../../../shared/api/client-config.ts';
import { QuoteOrderSelect } from '../../../shared/quotes/quote-order-select.tsx';
import { useSetSearchParam } from '../../../shared/quotes/use-set-search-param.ts';
import { LoadingDots } from '../../../shared/ui/loading-dots.tsx';
import { Tabs } from '../../../shared/ui/tabs.tsx';
import { motorOptionsQuery } from '../api/motor-catalogue.ts';
import { motorQuotesQuery } from '../api/motor-quotes.ts';
import { useBuyMotorQuote } from '../hooks/use-buy-motor-quote.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useScrollToTop } from '../hooks/use-scroll-to-top.ts';
import { NS, type MotorT } from '../i18n.ts';
import type { MotorKindConfig } from '../lib/motor-kind.ts';
import { carriesPaCover, hasOwnDamage, idvRange, motorQuoteRequest, policyTypesFor } from '../lib/motor-request.ts';
import { readEntryState, type MotorListState } from '../lib/motor-state.ts';
import { MOTOR_QUOTE_SORTS, parseMotorQuoteSort, sortMotorQuotes } from '../lib/sort-motor-quotes.ts';
import { ExpiryBanner } from './expiry-banner.tsx';
import { MotorQuoteCard } from './motor-quote-card.tsx';
import { MotorCompare } from './motor-compare.tsx';
import { InPlaceCompareBar } from '../../../shared/quotes/compare-bar.tsx';
import { useCompareTicks } from '../../../shared/quotes/use-compare-ticks.ts';
import { PaCoverDeclaration } from './pa-cover-declaration.tsx';
import { QuoteFilters } from './quote-filters.tsx';
import { HowToBuyOnline, InsurancePromise } from './side-boxes.tsx';
import { VehicleHeader } from './vehicle-header.tsx';

/**
 * Why there are no quotes: a refused request (400: a fact the registry records otherwise, named by the server) in the
 * server's words, with the way back to change it; anything else is worth a retry.
 */
function quotesRefusal(error: unknown, t: MotorT): string {
  if (error instanceof ApiError && error.status === 400 && error.message)
    return t('list.refused', { message: error.message });
  return t('list.failed');
}

// A dragged slider asks the server once it rests this long.
const IDV_DEBOUNCE_MS = 400;

const TAB_LABELS = {
  COMPREHENSIVE: 'list.tab.comprehensive',
  THIRD_PARTY: 'list.tab.thirdParty',
  OWN_DAMAGE: 'list.tab.ownDamage',
  BUNDLED: 'list.tab.bundled',
} as const satisfies Record<MotorPolicyType, string>;
const PLAN_LABELS = {
  COMPREHENSIVE: 'list.plan.comprehensive',
  THIRD_PARTY: 'list.plan.thirdParty',
  OWN_DAMAGE: 'list.plan.ownDamage',
  BUNDLED: 'list.plan.bundled',
} as const satisfies Record<MotorPolicyType, string>;
const ASIDE_LABELS = { TWO_WHEELER: 'list.aside.bike', CAR: 'list.aside.car' } as const;

/**
 * The list until its first answer, for a bike or a car alike: also the page's prerendered shell (src/prerender.tsx),
 * which is why it reads nothing.
 */
export function MotorQuotesPending() {
  const { t } = useTranslation(NS);
  return <LoadingDots label={t('list.loading')} holdsScreen />;
}

/** Issue 18's quote list: every insurer's premium from POST /v1/motor/quotes, re-quoted on each choice. */
export function MotorQuoteListPage({ config }: { config: MotorKindConfig }) {
  const location = useLocation();
  const [state] = useState(() => readEntryState(location.state));
  useScrollToTop();
  if (!state) return <Navigate to={config.entryPath} replace />;
  return <QuoteList config={config} state={state} />;
}

function QuoteList({ config, state }: { config: MotorKindConfig; state: MotorListState }) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const types = policyTypesFor(state.entry);
  const [policyType, setPolicyType] = useState<MotorPolicyType>(types[0] ?? 'COMPREHENSIVE');
  const [idvDraft, setIdvDraft] = useState<number | null>(null);
  const idv = useDebouncedValue(idvDraft, IDV_DEBOUNCE_MS);
  const [voluntaryDeductible, setVoluntaryDeductible] = useState<number | null>(null);
  const [addons, setAddons] = useState<readonly MotorAddonType[]>([]);
  const [otherPaCover, setOtherPaCover] = useState(false);
  const request = motorQuoteRequest(state.entry, { policyType, idv, voluntaryDeductible, addons, otherPaCover });
  const quotes = useQuery(motorQuotesQuery(request));
  const options = useQuery(motorOptionsQuery(config.kind));
  const data = quotes.data;
  const [params] = useSearchParams();
  const setParam = useSetSearchParam();
  // The IDV orders nothing for third party alone, which insures no value.
  const sort = hasOwnDamage(policyType) ? parseMotorQuoteSort(params.get('sort')) : 'premium';
  const eligible = useMemo(
    () => (data?.quotes ?? []).filter((q): q is Extract<TMotorQuote, { eligible: true }> => q.eligible),
    [data],
  );
  const priced = useMemo(() => sortMotorQuotes(eligible, sort), [eligible, sort]);
  const declined = (data?.quotes ?? []).filter((q) => !q.eligible);
  const range = data && hasOwnDamage(policyType) ? idvRange(data.quotes) : null;
  // The IDV the server settled on for the cheapest quote, whatever order the list is shown in.
  const shownIdv = idvDraft ?? eligible.find((q) => q.own_damage)?.idv ?? range?.min ?? 0;
  const updating = quotes.isFetching && quotes.isPlaceholderData;

  const toggleAddon = (addon: MotorAddonType) =>
    setAddons((current) => (current.includes(addon) ? current.filter((a) => a !== addon) : [...current, addon]));
  const purchase = useBuyMotorQuote(config.kind);
  const illustrative = useSampleCatalogue('motor');
  // Issue 48: up to 3 insurers' quotes ticked, compared in place of the cards for the choices made above them.
  const compare = useCompareTicks();
  const compared = compare.ticked.flatMap((id) => priced.filter((q) => q.insurer_id === id));
  const orders = MOTOR_QUOTE_SORTS.map((o) => ({ ...o, label: t(o.label), caption: t(o.caption) }));

  const results = (
    <section aria-labelledby="motor-plans-heading" aria-busy={updating} className="min-w-0 space-y-4">
      {hasOwnDamage(policyType) && (
        <QuoteFilters
          idv={shownIdv}
          idvRange={range}
          onIdvChange={setIdvDraft}
          deductibles={options.data?.voluntary_deductibles.map((d) => d.amount) ?? []}
          deductible={voluntaryDeductible}
          onDeductibleChange={setVoluntaryDeductible}
          addons={addons}
          onAddonToggle={toggleAddon}
        />
      )}
      {carriesPaCover(policyType) && <PaCoverDeclaration declared={otherPaCover} onChange={setOtherPaCover} />}
      {quotes.isError && !data ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {quotesRefusal(quotes.error, t)}
        </p>
      ) : !data ? (
        <LoadingDots label={t('list.loading')} />
      ) : compare.showing && compared.length >= 2 ? (
        <MotorCompare
          quotes={compared}
          planLabel={t(TAB_LABELS[policyType])}
          buying={purchase.buying}
          onBuy={(quote) => void purchase.buy(quote)}
          onBack={compare.hide}
        />
      ) : (
        <>
          <div>
            <h2 id="motor-plans-heading" className="text-xl font-bold text-slate-900">
              {t('list.found', { count: priced.length, type: t(TAB_LABELS[policyType]) })}
            </h2>
            {/* The basis of the order, said (issue 46), and a choice of it (issue 48). */}
            {priced.length > 1 && (
              <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-slate-600">
                  {t('list.sortedBy', { order: orders.find((o) => o.value === sort)?.caption })}
                </p>
                {hasOwnDamage(policyType) && (
                  <QuoteOrderSelect
                    orders={orders}
                    value={sort}
                    onChange={(next) => setParam('sort', next === 'premium' ? null : next)}
                  />
                )}
              </div>
            )}
            {illustrative && <p className="mt-1 text-sm text-slate-600">{t('list.illustrative')}</p>}
            <p aria-live="polite" className="mt-1 text-sm font-medium text-brand-800 empty:hidden">
              {updating ? t('list.updating') : quotes.isError ? t('list.updateFailed') : ''}
            </p>
          </div>
          <ul className={`space-y-4 transition-opacity ${updating ? 'opacity-60' : ''}`}>
            {priced.map((quote) => (
              <li key={quote.insurer_id}>
                <MotorQuoteCard
                  quote={quote}
                  planLabel={t(PLAN_LABELS[policyType])}
                  buying={purchase.buying === quote.insurer_id}
                  disabled={purchase.buying !== null}
                  onBuy={() => void purchase.buy(quote)}
                  compare={{
                    chosen: compare.ticked.includes(quote.insurer_id),
                    full: compare.ticked.length >= 3,
                    onToggle: compare.toggle,
                  }}
                />
              </li>
            ))}
          </ul>
          <InPlaceCompareBar ticks={compare} />
          {declined.length > 0 && (
            <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
              <h3 className="font-semibold text-slate-900">{t('list.declinedHeading')}</h3>
              <ul className="mt-2 space-y-1">
                {declined.map((q) => (
                  <li key={q.insurer_id}>
                    {q.insurer_name}: {q.eligible ? '' : td(q.reason)}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );

  // Until the first answer, only the dots, a screen tall: the banner, the vehicle's facts and the first cards then come
  // together, where before each pushed the page down as it arrived (layout shift 0.24 on a phone; issue 48).
  if (!data && !quotes.isError) return <MotorQuotesPending />;
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:py-8">
      {data?.expiry_days_left != null && <ExpiryBanner daysLeft={data.expiry_days_left} />}
      <VehicleHeader
        config={config}
        state={state}
        vehicle={data?.vehicle}
        rto={data?.rto}
        ncbPercent={data?.ncb_percent}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px] lg:items-start">
        <Tabs
          label={t('list.policyType')}
          active={policyType}
          onChange={(id) => setPolicyType(id as MotorPolicyType)}
          tabs={types.map((type) => ({ id: type, label: t(TAB_LABELS[type]), panel: results }))}
        />
        <aside aria-label={t(ASIDE_LABELS[config.kind])} className="space-y-4">
          <InsurancePromise kind={config.kind} thirdPartyInForce={policyType === 'OWN_DAMAGE'} />
          <HowToBuyOnline kind={config.kind} />
        </aside>
      </div>
    </div>
  );
}
