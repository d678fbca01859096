// The tab labels' widths, as bars.
const TAB_WIDTHS = ['w-20', 'w-24', 'w-32', 'w-16', 'w-24'];

/**
 * The plan detail view's shape while its plan is on the way (a plan's own page, issue 17): Go Back, the plan's card
 * and the tabs' card at the heights a typical plan fills, so the page does not move when the plan arrives and what
 * follows it (the summary on a phone, the footer) stays below the first screen meanwhile.
 */
export function PlanDetailSkeleton({ label }: { label: string }) {
  const bar = 'rounded bg-slate-100';
  return (
    <div role="status" aria-label={label}>
      <div aria-hidden="true" className="animate-pulse space-y-4">
        <div className="flex min-h-11 items-center">
          <div className={`h-4 w-20 ${bar}`} />
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-5">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="flex min-w-0 flex-1 gap-3">
              <div className="h-14 w-14 shrink-0 rounded-xl bg-slate-100" />
              {/* The insurer (a line of small text), the plan's name (text-2xl) and the cover with its tagline. */}
              <div className="min-w-0 flex-1">
                <div className="flex h-5 items-center">
                  <div className={`h-3.5 w-20 ${bar}`} />
                </div>
                <div className="flex h-8 items-center">
                  <div className={`h-6 w-48 max-w-full ${bar}`} />
                </div>
                <div className="flex h-10 flex-col justify-around">
                  <div className={`h-3.5 w-full max-w-64 ${bar}`} />
                  <div className={`h-3.5 w-40 ${bar}`} />
                </div>
              </div>
            </div>
            {/* The monthly price, the buy button and its small print. */}
            <div className="flex flex-col items-start gap-1 sm:items-end">
              <div className="flex h-5 items-center">
                <div className={`h-3.5 w-20 ${bar}`} />
              </div>
              <div className="h-11 w-52 rounded-lg bg-slate-200" />
              <div className="flex h-4 items-center">
                <div className={`h-3 w-56 max-w-full ${bar}`} />
              </div>
            </div>
          </div>
          {/* PlanFacts: four tiles, two to a row on a phone, their values often on two lines. */}
          <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-15 rounded-lg bg-slate-50" />
            ))}
          </div>
          {/* The waiting periods: two lines on a phone, one beside the wider column. */}
          <div className="mt-3 flex h-10 flex-col justify-around sm:h-5">
            <div className={`h-3.5 w-full max-w-md ${bar}`} />
            <div className={`h-3.5 w-32 sm:hidden ${bar}`} />
          </div>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-5">
          <div className="flex h-[2.6875rem] items-center gap-6 overflow-hidden border-b border-slate-200 px-3">
            {TAB_WIDTHS.map((w, i) => (
              <div key={i} className={`h-3.5 shrink-0 ${w} ${bar}`} />
            ))}
          </div>
          <div className="pt-4">
            <AddonRows />
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * The add-on panel ("Must Haves") while its add-ons or first premium are on the way: as tall as a panel's first
 * screen, so the footer does not come into view and go again when the panel arrives (layout shift on a desktop).
 */
export function AddonPanelSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="animate-pulse">
      <AddonRows />
    </div>
  );
}

/** A group's heading and its rows, longer than a phone's screen. */
function AddonRows() {
  return (
    <div aria-hidden="true" className="space-y-3">
      <div className="h-6 w-44 rounded bg-slate-100" />
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="h-28 rounded-xl border border-slate-200" />
      ))}
    </div>
  );
}
