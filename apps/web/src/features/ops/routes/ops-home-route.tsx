import { formatInr } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { summaryQuery } from '../api/console-data.ts';
import { formatDay, OpsPage } from '../components/ops-page.tsx';
import { OPS_PATHS } from '../lib/paths.ts';

/** /ops: today's figures (India's calendar day). */
export default function OpsHomeRoute() {
  const summary = useQuery(summaryQuery());
  const s = summary.data;
  return (
    <OpsPage title="Today" query={summary}>
      {s && (
        <>
          <p className="mt-1 text-sm text-slate-600">{formatDay(s.date)}</p>
          <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
            <Figure label="Quote lists" value={String(s.quote_lists)} />
            <Figure label="Journeys started" value={String(s.journeys_started)} />
            <Figure label="Policies issued" value={String(s.policies_issued)} />
            <Figure label="Premium collected" value={formatInr(s.premium_collected)} />
            {/* Apart, not netted: a premium taken today and refunded today appears in both. */}
            <Figure label="Refunded today" value={formatInr(s.refunded)} />
            <Figure
              label="KYC waiting for review"
              value={String(s.kyc_waiting)}
              link={<Link to={OPS_PATHS.kyc}>Open the queue</Link>}
            />
            <Figure
              label="Refunds still due"
              value={String(s.refunds_due)}
              link={<Link to={`${OPS_PATHS.payments}?status=REFUND_DUE`}>See them</Link>}
            />
            <Figure
              label="Complaints past their time"
              value={String(s.grievances_overdue)}
              link={<Link to={OPS_PATHS.grievances}>Open complaints</Link>}
            />
          </dl>
        </>
      )}
    </OpsPage>
  );
}

function Figure({ label, value, link }: { label: string; value: string; link?: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {link && <dd className="mt-1 text-sm font-semibold text-brand-700 underline">{link}</dd>}
    </div>
  );
}
