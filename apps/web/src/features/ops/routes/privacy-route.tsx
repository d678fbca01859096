import { DATA_REQUEST_KINDS, isOneOf, toOptions } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { consentsQuery, dataRequestsQuery } from '../api/privacy.ts';
import { DataTable } from '../components/data-table.tsx';
import { formatWhen, OpsPage } from '../components/ops-page.tsx';
import { Pager, usePageParam } from '../components/pager.tsx';
import { ParamSelect, useParamFilter } from '../components/param-select.tsx';

const KIND_LABELS = { EXPORT: 'Copy of their data', ERASURE: 'Account erased' } as const;
const KIND_OPTIONS = toOptions(DATA_REQUEST_KINDS, KIND_LABELS);

/**
 * /ops/privacy (issue 19, DPDP Act 2023): every data request with its date (erasures alone at a choice), then who
 * agreed to marketing and when; each list a page at a time, its page kept in the address.
 */
export default function PrivacyRoute() {
  const kind = useParamFilter('kind');
  // A kind the address names that is not one of ours lists them all.
  const chosen = isOneOf(DATA_REQUEST_KINDS, kind[0]) ? kind[0] : undefined;
  const requests = useQuery(dataRequestsQuery(chosen, usePageParam('requests_page')));
  const consents = useQuery(consentsQuery(usePageParam('consents_page')));
  return (
    <OpsPage
      title="Consent and data requests"
      query={{ isPending: requests.isPending || consents.isPending, error: requests.error ?? consents.error }}
    >
      <h2 className="mt-6 text-lg font-bold text-slate-900">Data requests</h2>
      <ParamSelect label="Request" filter={kind} options={KIND_OPTIONS} />
      <DataTable
        caption="Data requests"
        rows={requests.data?.items ?? []}
        rowKey={(r) => `${r.user_id}-${r.kind}-${r.requested_at}`}
        empty="No requests yet."
        columns={[
          { header: 'When', cell: (r) => formatWhen(r.requested_at) },
          { header: 'Request', cell: (r) => KIND_LABELS[r.kind] },
          { header: 'Account', cell: (r) => r.user },
          { header: 'User id', cell: (r) => r.user_id },
        ]}
      />
      {requests.data && <Pager of={requests.data} what="Data requests" param="requests_page" />}
      <h2 className="mt-8 text-lg font-bold text-slate-900">Marketing consent</h2>
      <DataTable
        caption="Marketing consent"
        rows={consents.data?.items ?? []}
        rowKey={(c) => c.user_id}
        empty="Nobody has answered yet."
        columns={[
          { header: 'Last decided', cell: (c) => (c.updated_at ? formatWhen(c.updated_at) : '—') },
          { header: 'Consent', cell: (c) => (c.consent ? 'Yes' : 'No') },
          { header: 'Account', cell: (c) => c.user },
          { header: 'User id', cell: (c) => c.user_id },
        ]}
      />
      {consents.data && <Pager of={consents.data} what="Marketing consent" param="consents_page" />}
    </OpsPage>
  );
}
