import { CLAIM_KIND_LABELS, claimStatusWords, formatInr, type TClaimView } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { refusalMessage } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { claimsQuery, useSendClaimDocuments } from '../api/claims.ts';

/**
 * A policy's claims (issue 47, docs/product/claims.md): each with where it stands in the insurer's words, the amounts,
 * and the IRDAI clocks ("Cashless decision due by 14:32", "Settlement overdue by 2 days").
 */
export function PolicyClaims({ policyNumber }: { policyNumber: string }) {
  const claims = useQuery(claimsQuery(policyNumber));
  const list = claims.data?.claims ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label={`Claims on ${policyNumber}`} className="mt-4">
      <h4 className="text-sm font-bold text-slate-900">Claims</h4>
      <ul className="mt-2 space-y-2">
        {list.map((c) => (
          <ClaimItem key={c.id} claim={c} policyNumber={policyNumber} />
        ))}
      </ul>
    </section>
  );
}

function ClaimItem({ claim, policyNumber }: { claim: TClaimView; policyNumber: string }) {
  const words = claimStatusWords({
    status: claim.status,
    approvedRupees: claim.approved_amount,
    reason: claim.reason,
    documentsRequested: claim.documents_requested,
  });
  return (
    <li
      className="rounded-lg border border-slate-200 px-3 py-2 text-sm"
      aria-label={`Claim ${claim.insurer_claim_number ?? ''}`}
    >
      <p className="font-semibold text-slate-900">
        {CLAIM_KIND_LABELS[claim.kind]}: {formatInr(claim.claimed_amount)} claimed
        {claim.insurer_claim_number && (
          <span className="font-normal text-slate-600"> · {claim.insurer_claim_number}</span>
        )}
      </p>
      <p className="text-slate-700" data-testid="claim-status">
        {words}
      </p>
      {claim.clocks.map((clock) => (
        <p
          key={clock.name}
          className={
            clock.state === 'OVERDUE' || clock.state === 'MISSED' ? 'font-semibold text-red-700' : 'text-slate-600'
          }
        >
          {clock.words}
        </p>
      ))}
      {claim.status === 'DOCUMENTS_REQUESTED' && claim.documents_requested.length > 0 && (
        <SendDocuments claim={claim} policyNumber={policyNumber} />
      )}
    </li>
  );
}

/** The documents the insurer asked for, sent when the buyer has them ready. */
function SendDocuments({ claim, policyNumber }: { claim: TClaimView; policyNumber: string }) {
  const send = useSendClaimDocuments(policyNumber, claim.id);
  return (
    <div className="mt-2">
      <Button
        variant="secondary"
        onClick={() => send.mutate(claim.documents_requested)}
        disabled={send.isPending}
        aria-busy={send.isPending}
      >
        {send.isPending ? 'Sending…' : 'Send the documents asked for'}
      </Button>
      {send.error && (
        <p role="alert" className="mt-1 font-medium text-red-700">
          {refusalMessage(send.error, 'The documents could not be sent. Please try again.')}
        </p>
      )}
    </div>
  );
}
