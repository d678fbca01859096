import type { ReactNode } from 'react';

/** One row of an item page's details (a KYC's proposer, a complaint's facts): label left, value right, '—' if none. */
export function DetailRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 border-b border-slate-100 py-1.5 last:border-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium break-words text-slate-900">{value ?? '—'}</dd>
    </div>
  );
}
