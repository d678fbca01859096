import { formatInr, GENDER_LABELS, toDisplayDate, type TOpsKycDecisionResponse } from '@kavach/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';
import { approveKyc, kycItemQuery, rejectKyc } from '../api/kyc-reviews.ts';
import { KycDocument } from '../components/kyc-document.tsx';
import { formatWhen, OpsLink, OpsPage } from '../components/ops-page.tsx';
import { RejectKycDialog } from '../components/reject-kyc-dialog.tsx';
import { OPS_PATHS } from '../lib/paths.ts';
import { DetailRow } from '../components/detail-row.tsx';
import { FailureAlert } from '../components/failure-alert.tsx';

const STATUS_WORDS = { UNDER_REVIEW: 'Waiting for review', APPROVED: 'Approved', REJECTED: 'Rejected' } as const;

/** /ops/kyc/:journeyId: the proposer beside the documents; approve, or reject with a reason. */
export default function KycItemRoute() {
  const journeyId = useParams().journeyId ?? '';
  const item = useQuery(kycItemQuery(journeyId));
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const settled = () => void queryClient.invalidateQueries({ queryKey: ['ops'] });
  // The documents on this page, as the decision's subject: changed since (the buyer uploaded again), it is refused.
  const upload_ids = item.data?.documents.map((d) => d.upload_id) ?? [];
  const approve = useMutation({ mutationFn: () => approveKyc(journeyId, { upload_ids }), onSettled: settled });
  const reject = useMutation({
    mutationFn: (reason: Parameters<typeof rejectKyc>[1]['reason_code']) =>
      rejectKyc(journeyId, { reason_code: reason, upload_ids }),
    onSettled: () => {
      setRejecting(false);
      settled();
    },
  });
  const k = item.data;
  const decision = approve.data ?? reject.data;
  const failure = approve.error ?? reject.error;
  return (
    <OpsPage title="KYC review" query={item}>
      <p className="mt-1 text-sm">
        <OpsLink to={OPS_PATHS.kyc}>Back to the queue</OpsLink>
      </p>
      {k && (
        <>
          <p role="status" className="mt-3 text-sm font-semibold text-slate-900">
            Status: {STATUS_WORDS[k.status]}
            {k.payment_held && ' · payment received and held'}
          </p>
          {decision && (
            <p role="status" className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-900">
              {decisionWords(decision)}
            </p>
          )}
          <FailureAlert error={failure} />
          <div className="mt-4 grid gap-6 lg:grid-cols-[20rem_1fr]">
            <dl className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
              <DetailRow label="Proposer" value={k.proposer.full_name} />
              <DetailRow label="Date of birth" value={k.proposer.dob ? toDisplayDate(k.proposer.dob) : null} />
              <DetailRow label="Gender" value={k.proposer.gender && GENDER_LABELS[k.proposer.gender]} />
              <DetailRow label="PAN" value={k.proposer.pan_number} />
              <DetailRow label="Mobile" value={k.proposer.mobile} />
              <DetailRow label="E-mail" value={k.proposer.email} />
              <DetailRow label="Address" value={k.proposer.address} />
              <DetailRow label="Plan" value={`${k.plan_name} · ${k.insurer_name}`} />
              <DetailRow label="Sent for review" value={k.submitted_at ? formatWhen(k.submitted_at) : null} />
            </dl>
            <div className="grid gap-4 sm:grid-cols-2">
              {k.documents.map((d) => (
                <KycDocument key={d.upload_id} journeyId={k.journey_id} document={d} />
              ))}
            </div>
          </div>
          {k.status === 'UNDER_REVIEW' && !decision && (
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button onClick={() => approve.mutate()} disabled={approve.isPending} aria-busy={approve.isPending}>
                {approve.isPending ? 'Approving…' : 'Approve KYC'}
              </Button>
              <Button variant="secondary" onClick={() => setRejecting(true)}>
                Reject…
              </Button>
            </div>
          )}
          <RejectKycDialog
            open={rejecting}
            onClose={() => setRejecting(false)}
            onReject={(reason) => reject.mutate(reason)}
            busy={reject.isPending}
            paymentHeld={k.payment_held}
          />
        </>
      )}
    </OpsPage>
  );
}

/** What a decision did, for the member who made it: the policy issued, or the held payment given back and why. */
function decisionWords(decision: TOpsKycDecisionResponse): string {
  const { refund, held } = decision;
  const back = refund && `${formatInr(refund.amount)} ${refund.status === 'REFUNDED' ? 'refunded' : 'to be refunded'}`;
  // Issue 48: a paid buyer's money stays held while they upload again; refunded if they cancel or the days pass.
  if (decision.status === 'REJECTED' && held)
    return `Rejected. The buyer is asked to upload again by ${toDisplayDate(held.reupload_by)}; their ${formatInr(held.amount)} stays held until then.`;
  if (decision.status === 'REJECTED')
    return back ? `Rejected. ${back}.` : 'Rejected. The buyer is asked to upload again.';
  if (decision.policy_number) return `Approved. Policy ${decision.policy_number} issued.`;
  if (refund) return `Approved, but no policy can be issued for the payment held: ${refund.reason}. ${back}.`;
  return 'Approved. The policy is issued when the buyer pays.';
}
