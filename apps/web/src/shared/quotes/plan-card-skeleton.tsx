/** A quote card's shape while its quote is on the way: the same paddings, lines and fact grid as a plain card. */
export function PlanCardSkeleton() {
  const bar = 'rounded bg-slate-100';
  return (
    <div aria-hidden="true" className="animate-pulse rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 gap-3">
          <div className="h-12 w-12 shrink-0 rounded-xl bg-slate-100" />
          <div className="min-w-0 flex-1 space-y-2 pt-0.5">
            <div className={`h-3.5 w-24 ${bar}`} />
            <div className={`h-5 w-48 max-w-full ${bar}`} />
            <div className={`h-4 w-28 ${bar}`} />
          </div>
        </div>
        <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
          <div className={`h-4 w-24 ${bar}`} />
          <div className="h-11 w-36 rounded-lg bg-slate-100" />
        </div>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-[2.625rem] rounded-lg bg-slate-50" />
        ))}
      </div>
      <div className="mt-3 h-11 w-28 rounded bg-slate-50" />
    </div>
  );
}
