import { formatInr, PAYMENT_RECORD_STATUS_LABELS, RECONCILIATION_FIRST_DAY } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { INPUT_CLASS, LABEL_CLASS } from '../../../shared/ui/field-styles.ts';
import { reconciliationQuery } from '../api/reconciliation.ts';
import { DataTable } from './data-table.tsx';
import { FailureAlert } from './failure-alert.tsx';
import { formatDay, formatWhen } from './ops-page.tsx';

/** Issue 19: the day's money against the day's policies, and what does not match (the payments page's top). */
export function ReconciliationPanel() {
  const [date, setDate] = useState('');
  const day = useQuery(reconciliationQuery(date));
  const flags = day.data ? [...day.data.captures_without_policy, ...day.data.policies_without_capture] : [];
  return (
    <section aria-labelledby="reconciliation-heading" className="mt-4 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="reconciliation-heading" className="text-lg font-bold text-slate-900">
          Reconciliation{day.data ? `, ${formatDay(day.data.date)}` : ''}
        </h2>
        <div>
          <label htmlFor="ops-reconciliation-date" className={LABEL_CLASS}>
            Day
          </label>
          <input
            id="ops-reconciliation-date"
            type="date"
            min={RECONCILIATION_FIRST_DAY}
            className={INPUT_CLASS}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
      </div>
      <FailureAlert error={day.error} />
      {day.data && (
        <>
          <p className="mt-2 text-sm text-slate-700">
            {day.data.captured.count} captured ({formatInr(day.data.captured.amount)}), {day.data.policies_issued}{' '}
            {day.data.policies_issued === 1 ? 'policy' : 'policies'} issued.{' '}
            {flags.length === 0 ? 'Everything matches.' : `${flags.length} to look at:`}
          </p>
          {flags.length > 0 && (
            <DataTable
              caption="Payments and policies that do not match"
              rows={flags}
              rowKey={(f) => `${f.payment_attempt_id}-${f.policy_number ?? ''}`}
              empty="Everything matches."
              columns={[
                { header: 'When', cell: (f) => formatWhen(f.at) },
                { header: 'Policy', cell: (f) => f.policy_number ?? '—' },
                {
                  header: 'Payment',
                  cell: (f) => `${f.status ? PAYMENT_RECORD_STATUS_LABELS[f.status] : 'None'} · ${formatInr(f.amount)}`,
                },
                { header: 'What to do', cell: (f) => f.note, className: 'min-w-64' },
                { header: 'Journey', cell: (f) => f.journey_id },
              ]}
            />
          )}
        </>
      )}
    </section>
  );
}
