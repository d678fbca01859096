import { countOf, type MotorAddonType, type MotorPolicyType, type TMotorQuote } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
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
function quotesRefusal(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && error.message)
    return `${error.message} Use Edit Details to change them.`;
  return 'We could not get quotes just now. Please try again in a moment.';
}

// A dragged slider asks the server once it rests this long.
const IDV_DEBOUNCE_MS = 400;

const TAB_LABELS: Readonly<Record<MotorPolicyType, string>> = {
  COMPREHENSIVE: 'Comprehensive',
  THIRD_PARTY: 'Third party',
  OWN_DAMAGE: 'Own damage',
  BUNDLED: 'Bundled (new vehicle)',
};
const PLAN_LABELS: Readonly<Record<MotorPolicyType, string>> = {
  COMPREHENSIVE: 'Comprehensive: own damage and third party, 1 year',
  THIRD_PARTY: 'Third party only',
  OWN_DAMAGE: 'Own damage only',
  BUNDLED: '1 year own damage + long-term third party',
};

/** Issue 18's quote list: every insurer's premium from POST /v1/motor/quotes, re-quoted on each choice. */
export function MotorQuoteListPage({ config }: { config: MotorKindConfig }) {
  const location = useLocation();
  const [state] = useState(() => readEntryState(location.state));
  useScrollToTop();
  if (!state) return <Navigate to={config.entryPath} replace />;
  return <QuoteList config={config} state={state} />;
}

function QuoteList({ config, state }: { config: MotorKindConfig; state: MotorListState }) {
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
          {quotesRefusal(quotes.error)}
        </p>
      ) : !data ? (
        <LoadingDots label="Getting quotes from the insurers" />
      ) : compare.showing && compared.length >= 2 ? (
        <MotorCompare
          quotes={compared}
          planLabel={TAB_LABELS[policyType]}
          buying={purchase.buying}
          onBuy={(quote) => void purchase.buy(quote)}
          onBack={compare.hide}
        />
      ) : (
        <>
          <div>
            <h2 id="motor-plans-heading" className="text-xl font-bold text-slate-900">
              {countOf(priced.length, `${TAB_LABELS[policyType]} plan`)} found
            </h2>
            {/* The basis of the order, said (issue 46), and a choice of it (issue 48). */}
            {priced.length > 1 && (
              <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-slate-600">
                  Sorted by {MOTOR_QUOTE_SORTS.find((s) => s.value === sort)?.caption}.
                </p>
                {hasOwnDamage(policyType) && (
                  <QuoteOrderSelect
                    orders={MOTOR_QUOTE_SORTS}
                    value={sort}
                    onChange={(next) => setParam('sort', next === 'premium' ? null : next)}
                  />
                )}
              </div>
            )}
            {illustrative && (
              <p className="mt-1 text-sm text-slate-600">
                Rates are illustrative: our server prices them from a sample catalogue shaped on the IRDAI tariff, not
                from the insurers’ live rates.
              </p>
            )}
            <p aria-live="polite" className="mt-1 text-sm font-medium text-brand-800 empty:hidden">
              {updating
                ? 'Updating quotes…'
                : quotes.isError
                  ? 'We could not update the quotes. Please try again.'
                  : ''}
            </p>
          </div>
          <ul className={`space-y-4 transition-opacity ${updating ? 'opacity-60' : ''}`}>
            {priced.map((quote) => (
              <li key={quote.insurer_id}>
                <MotorQuoteCard
                  quote={quote}
                  planLabel={PLAN_LABELS[policyType]}
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
              <h3 className="font-semibold text-slate-900">Not offered for this choice</h3>
              <ul className="mt-2 space-y-1">
                {declined.map((q) => (
                  <li key={q.insurer_id}>
                    {q.insurer_name}: {q.eligible ? '' : q.reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );

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
          label="Policy type"
          active={policyType}
          onChange={(id) => setPolicyType(id as MotorPolicyType)}
          tabs={types.map((type) => ({ id: type, label: TAB_LABELS[type], panel: results }))}
        />
        <aside aria-label={`About buying ${config.noun} insurance`} className="space-y-4">
          <InsurancePromise noun={config.noun} thirdPartyInForce={policyType === 'OWN_DAMAGE'} />
          <HowToBuyOnline noun={config.noun} />
        </aside>
      </div>
    </div>
  );
}
