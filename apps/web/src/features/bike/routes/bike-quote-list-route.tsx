import { countOf } from '@kavach/domain';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { showAlert } from '../../../shared/ui/alert-host.tsx';
import { LoadingDots } from '../../../shared/ui/loading-dots.tsx';
import { BikeQuoteCard } from '../components/bike-quote-card.tsx';
import { FilterChips } from '../components/filter-chips.tsx';
import { HowToBuyOnline, InsurancePromise } from '../components/side-boxes.tsx';
import { VehicleHeader } from '../components/vehicle-header.tsx';
import { useScrollToTop } from '../hooks/use-scroll-to-top.ts';
import { useBikeQuotes } from '../hooks/use-bike-quotes.ts';
import { BIKE_ENTRY_PATH } from '../lib/bike-paths.ts';
import type { BikeQuote } from '../lib/bike-quotes.ts';
import { readStoredVehicle } from '../lib/vehicle-storage.ts';

// Purchase of bike cover is not built: say so rather than pretend (DESIGN.md §5's honest pages).
const buy = (quote: BikeQuote) =>
  showAlert(
    `Buying bike cover online on Kavach is coming soon. The quotes here are illustrative; to buy ${quote.company} cover today, please contact the insurer directly.`,
  );

/** spec 3 §2.12 bike quote list (/bike-insurance/quote-list): a static list for the stored bike. */
export default function BikeQuoteListRoute() {
  const [vehicle] = useState(readStoredVehicle);
  const quotes = useBikeQuotes(vehicle);
  useScrollToTop();
  if (!vehicle) return <Navigate to={BIKE_ENTRY_PATH} replace />;

  const plans = quotes.data ?? [];
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:py-8">
      <p className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
        <svg viewBox="0 0 20 20" className="h-5 w-5 shrink-0" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M10 6v4.5l3 1.8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        Hurry up! Your policy is getting expired in 1 day.
      </p>
      <VehicleHeader vehicle={vehicle} />
      <FilterChips />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px] lg:items-start">
        <section aria-labelledby="bike-plans-heading" className="min-w-0 space-y-4">
          {quotes.isPending ? (
            <LoadingDots label="Loading plans" />
          ) : (
            <>
              <div>
                <h2 id="bike-plans-heading" className="text-xl font-bold text-slate-900">
                  {countOf(plans.length, 'Own Damage Plan')} Found
                </h2>
                <p className="mt-1 text-sm text-slate-600">
                  Quotes on this page are illustrative: they are worked out in your browser from your bike’s fuel type
                  and age, not offers from the insurers, and the filters do not change them yet.
                </p>
              </div>
              <ul className="space-y-4">
                {plans.map((quote) => (
                  <li key={quote.id}>
                    <BikeQuoteCard quote={quote} onBuy={buy} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <aside aria-label="About buying bike insurance" className="space-y-4">
          <InsurancePromise />
          <HowToBuyOnline />
        </aside>
      </div>
    </div>
  );
}
