import { CLAIM_KIND_LABELS, claimStatusWords, formatInr } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { claimsQuery } from '../api/claims.ts';
import { DataTable } from '../components/data-table.tsx';
import { formatWhen, OpsPage } from '../components/ops-page.tsx';

/**
 * /ops/claims (issue 47): the claims-assistance queue — every open claim, the one whose IRDAI clock is due soonest
 * first, an overdue clock marked — what staff chase with the insurer for the buyer (docs/product/claims.md).
 */
export default function ClaimsRoute() {
  const query = useQuery(claimsQuery());
  const data = query.data;
  return (
    <OpsPage title="Claims assistance" query={query}>
      {data && (
        <DataTable
          caption="Open claims, the soonest clock first"
          rows={data.claims}
          rowKey={(c) => c.id}
          empty="No claim is open."
          columns={[
            { header: 'Intimated', cell: (c) => formatWhen(c.intimated_at) },
            { header: 'Policy', cell: (c) => c.policy_number },
            { header: 'Claim', cell: (c) => c.insurer_claim_number ?? '—' },
            { header: 'Kind', cell: (c) => CLAIM_KIND_LABELS[c.kind] },
            { header: 'Claimed', cell: (c) => formatInr(c.claimed_amount) },
            {
              header: 'Stage',
              className: 'min-w-48',
              cell: (c) =>
                claimStatusWords({
                  status: c.status,
                  approvedRupees: c.approved_amount,
                  reason: c.reason,
                  documentsRequested: c.documents_requested,
                }),
            },
            {
              header: 'Clock',
              className: 'min-w-48',
              cell: (c) =>
                c.next_clock ? (
                  <span className={c.overdue ? 'font-semibold text-red-700' : undefined}>
                    {c.overdue && 'Overdue: '}
                    {c.next_clock.words}
                  </span>
                ) : (
                  'No clock running'
                ),
            },
          ]}
        />
      )}
    </OpsPage>
  );
}
