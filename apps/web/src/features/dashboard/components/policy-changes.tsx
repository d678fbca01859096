import { ENDORSEMENT_KIND_LABELS, formatInr, toDisplayDate, type TEndorsementView } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { saveBlob } from '../../../shared/lib/save-file.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { showAlert } from '../../../shared/ui/alert-host.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { refusalMessage } from '../../../shared/api/client.ts';
import {
  endorsementSchedulePath,
  endorsementsQuery,
  usePayEndorsement,
  useWithdrawEndorsement,
} from '../api/endorsements.ts';

/** Where a change stands, in the buyer's words. */
function stageWords(e: TEndorsementView): string {
  switch (e.status) {
    case 'AWAITING_PAYMENT':
      return `The insurer’s price is ${formatInr(e.premium_difference ?? 0)} for the rest of the period, from ${e.effective_on ? toDisplayDate(e.effective_on) : ''}. It is sent to the insurer once you pay.`;
    case 'SENDING':
      return 'Sent to the insurer — waiting for its answer';
    case 'APPROVED':
      return `Made by the insurer: endorsement no. ${e.endorsement_number ?? ''}, effective ${e.effective_on ? toDisplayDate(e.effective_on) : ''}`;
    case 'DECLINED':
      return `Declined by the insurer${e.reason ? `: ${e.reason}` : ''}`;
    case 'WITHDRAWN':
      return 'Withdrawn by you before paying';
  }
}

/** The revised schedule a change came with, fetched with the session header and saved. */
async function downloadRevised(policyNumber: string, e: TEndorsementView) {
  const sessionId = sessionStore.get('session_id');
  const res = await fetch(endorsementSchedulePath(policyNumber, e.endorsement_id), {
    headers: { accept: 'application/pdf', ...(sessionId ? { 'x-session-id': sessionId } : {}) },
  });
  if (!res.ok) throw new Error(`Revised schedule download answered ${res.status}`);
  saveBlob(await res.blob(), `${(e.endorsement_number ?? e.endorsement_id).replace(/[^A-Za-z0-9.-]/g, '-')}.pdf`);
}

/** The changes asked for on a policy (docs/product/endorsements.md), each with where it stands and its schedule. */
export function PolicyChanges({
  policyNumber,
  journeyId,
  cancelled,
}: {
  policyNumber: string;
  journeyId: string;
  /** A cancelled policy takes no change: one still priced may only be withdrawn. */
  cancelled: boolean;
}) {
  const list = useQuery(endorsementsQuery(policyNumber));
  const [busy, setBusy] = useState<string | null>(null);
  const pay = usePayEndorsement(policyNumber, journeyId);
  const withdraw = useWithdrawEndorsement(policyNumber);
  const refused = pay.error ?? withdraw.error;
  const changes = list.data?.endorsements ?? [];
  if (changes.length === 0) return null;
  const download = async (e: TEndorsementView) => {
    setBusy(e.endorsement_id);
    try {
      await downloadRevised(policyNumber, e);
    } catch (err) {
      console.error('Revised schedule download failed', err);
      showAlert('The revised schedule could not be downloaded. Please try again.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-label={`Changes to policy ${policyNumber}`} className="mt-4 border-t border-slate-200 pt-3">
      <h4 className="text-sm font-bold text-slate-900">Changes to this policy</h4>
      <ul className="mt-2 space-y-2 text-sm text-slate-700">
        {changes.map((e) => (
          <li key={e.endorsement_id}>
            <span className="font-semibold">{ENDORSEMENT_KIND_LABELS[e.kind]}</span>: {stageWords(e)}
            {e.status === 'AWAITING_PAYMENT' && (
              <span className="mt-2 flex flex-wrap gap-3">
                {!cancelled && (
                  <Button
                    onClick={() => pay.mutate(e.endorsement_id)}
                    disabled={pay.isPending || withdraw.isPending}
                    aria-busy={pay.isPending}
                  >
                    {pay.isPending ? 'Opening the payment…' : `Pay ${formatInr(e.premium_difference ?? 0)}`}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  onClick={() => withdraw.mutate(e.endorsement_id)}
                  disabled={pay.isPending || withdraw.isPending}
                >
                  Withdraw this change
                </Button>
              </span>
            )}
            {e.has_schedule && (
              // On a line of its own, under what the change is: beside the text it wrapped indented on a phone.
              <div className="mt-2">
                <Button
                  variant="secondary"
                  onClick={() => void download(e)}
                  disabled={busy === e.endorsement_id}
                  aria-label={`Download revised schedule ${e.endorsement_number ?? ''}`}
                >
                  Download revised schedule
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {refused && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {refusalMessage(refused, 'That did not go through. Please try again.')}
        </p>
      )}
    </section>
  );
}
