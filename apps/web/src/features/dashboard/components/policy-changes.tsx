import { ENDORSEMENT_KIND_LABELS, formatInr, toDisplayDate, type TEndorsementView } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS, type DashboardT } from '../i18n.ts';

/** Where a change stands, in the buyer's words; the insurer's reason for a decline as it gave it. */
function stageWords(e: TEndorsementView, t: DashboardT, td: (text: string) => string): string {
  const date = e.effective_on ? toDisplayDate(e.effective_on) : '';
  switch (e.status) {
    case 'AWAITING_PAYMENT':
      return t('changes.stage.awaitingPayment', { amount: formatInr(e.premium_difference ?? 0), date });
    case 'SENDING':
      return t('changes.stage.sending');
    case 'APPROVED':
      return t('changes.stage.approved', { number: e.endorsement_number ?? '', date });
    case 'DECLINED':
      return e.reason ? t('changes.stage.declinedBecause', { reason: td(e.reason) }) : t('changes.stage.declined');
    case 'WITHDRAWN':
      return t('changes.stage.withdrawn');
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
  const { t } = useTranslation(NS);
  const td = useDomainText();
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
      showAlert(t('changes.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section
      aria-label={t('changes.listFor', { number: policyNumber })}
      className="mt-4 border-t border-slate-200 pt-3"
    >
      <h4 className="text-sm font-bold text-slate-900">{t('changes.title')}</h4>
      <ul className="mt-2 space-y-2 text-sm text-slate-700">
        {changes.map((e) => (
          <li key={e.endorsement_id}>
            <span className="font-semibold">{td(ENDORSEMENT_KIND_LABELS[e.kind])}</span>: {stageWords(e, t, td)}
            {e.status === 'AWAITING_PAYMENT' && (
              <span className="mt-2 flex flex-wrap gap-3">
                {!cancelled && (
                  <Button
                    onClick={() => pay.mutate(e.endorsement_id)}
                    disabled={pay.isPending || withdraw.isPending}
                    aria-busy={pay.isPending}
                  >
                    {pay.isPending
                      ? t('changes.opening')
                      : t('changes.pay', { amount: formatInr(e.premium_difference ?? 0) })}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  onClick={() => withdraw.mutate(e.endorsement_id)}
                  disabled={pay.isPending || withdraw.isPending}
                >
                  {t('changes.withdraw')}
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
                  aria-label={t('changes.downloadNumber', { number: e.endorsement_number ?? '' })}
                >
                  {t('changes.download')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {refused && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {refusalMessage(refused, t('changes.failed'))}
        </p>
      )}
    </section>
  );
}
