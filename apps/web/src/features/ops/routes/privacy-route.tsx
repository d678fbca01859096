import { useQuery } from '@tanstack/react-query';
import { privacyQuery } from '../api/privacy.ts';
import { DataTable } from '../components/data-table.tsx';
import { formatWhen, OpsPage } from '../components/ops-page.tsx';

const KIND_LABELS = { EXPORT: 'Copy of their data', ERASURE: 'Account erased' } as const;

/** /ops/privacy (issue 19, DPDP Act 2023): who agreed to marketing and when, and every data request with its date. */
export default function PrivacyRoute() {
  const records = useQuery(privacyQuery());
  return (
    <OpsPage title="Consent and data requests" query={records}>
      <h2 className="mt-6 text-lg font-bold text-slate-900">Data requests</h2>
      <DataTable
        caption="Data requests"
        rows={records.data?.requests ?? []}
        rowKey={(r) => `${r.user_id}-${r.kind}-${r.requested_at}`}
        empty="No requests yet."
        columns={[
          { header: 'When', cell: (r) => formatWhen(r.requested_at) },
          { header: 'Request', cell: (r) => KIND_LABELS[r.kind] },
          { header: 'Account', cell: (r) => r.user },
          { header: 'User id', cell: (r) => r.user_id },
        ]}
      />
      <h2 className="mt-8 text-lg font-bold text-slate-900">Marketing consent</h2>
      <DataTable
        caption="Marketing consent"
        rows={records.data?.consents ?? []}
        rowKey={(c) => c.user_id}
        empty="Nobody has answered yet."
        columns={[
          { header: 'Last decided', cell: (c) => (c.updated_at ? formatWhen(c.updated_at) : '—') },
          { header: 'Consent', cell: (c) => (c.consent ? 'Yes' : 'No') },
          { header: 'Account', cell: (c) => c.user },
          { header: 'User id', cell: (c) => c.user_id },
        ]}
      />
    </OpsPage>
  );
}
