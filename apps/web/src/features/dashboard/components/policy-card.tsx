import {
  VERTICAL_REGISTRY,
  formatInr,
  indiaDate,
  lakhCroreLabel,
  MOTOR_RENEWAL_WINDOW_DAYS,
  toDisplayDate,
  type TDashboardResponse,
  type TRenewalStanding,
  MESSAGES,
} from '@kavach/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../shared/ui/alert-host.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { downloadPolicy } from '../../../shared/api/download-policy.ts';
import { RaiseComplaintLink } from './grievances-section.tsx';
import { CancelPolicyDialog } from './cancel-policy-dialog.tsx';
import { ChangeDetailsDialog } from './change-details-dialog.tsx';
import { PolicyChanges } from './policy-changes.tsx';
import { DetailItem } from './detail-item.tsx';
import { RenewalStanding } from './renewal-standing.tsx';
import { RenewalTermsDialog } from './renewal-terms-dialog.tsx';
import { PortPolicyDialog } from './port-policy-dialog.tsx';
import { ClaimFormDialog } from './claim-form-dialog.tsx';
import { PolicyClaims } from './policy-claims.tsx';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';

type Policy = TDashboardResponse['policies'][number];

/** One issued policy, with its schedule to download (docs/product/review-payment-term-bike.md §4.11). */
export function PolicyCard({ policy }: { policy: Policy }) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const [busy, setBusy] = useState(false);
  const terms = VERTICAL_REGISTRY[policy.vertical].policyTerms;
  const download = async () => {
    setBusy(true);
    try {
      await downloadPolicy(policy.journey_id, policy.policy_number, policy.vertical);
    } catch (err) {
      console.error('Policy download failed', err);
      showAlert(td(MESSAGES.POLICY_DOWNLOAD_FAILED));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <article aria-labelledby={`policy-${policy.policy_number}`}>
        <h3 id={`policy-${policy.policy_number}`} className="text-lg font-bold text-slate-900">
          {policy.plan_name}
        </h3>
        <p className="text-sm text-slate-600">{policy.insurer_name}</p>
        {policy.cancelled_on && policy.cancel_awaiting_insurer && (
          <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
            {policy.cancel_refund != null && policy.cancel_refund > 0
              ? t('policy.cancelAwaitingRefund', {
                  insurer: policy.insurer_name,
                  amount: formatInr(policy.cancel_refund),
                })
              : t('policy.cancelAwaiting', { insurer: policy.insurer_name })}
          </p>
        )}
        {policy.cancelled_on && !policy.cancel_awaiting_insurer && (
          <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
            {t(policy.cancelled_in_free_look !== false ? 'policy.cancelledInFreeLook' : 'policy.cancelled', {
              date: toDisplayDate(policy.cancelled_on),
            })}
            {policy.cancel_refund != null && policy.cancel_refund > 0 && (
              <> {t('policy.refundOnItsWay', { amount: formatInr(policy.cancel_refund) })}</>
            )}
          </p>
        )}
        {policy.renewal && <RenewalStanding vertical={policy.vertical} standing={policy.renewal} />}
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <DetailItem label={t('policy.number')} value={policy.policy_number} />
          <DetailItem
            label={t('policy.period')}
            value={t('range', { start: toDisplayDate(policy.start_date), end: toDisplayDate(policy.end_date) })}
          />
          <DetailItem
            label={td(terms.insured)}
            value={policy.members.length > 0 ? policy.members.join(', ') : td(MESSAGES.NOT_PROVIDED)}
          />
          <DetailItem
            label={td(terms.value)}
            value={policy.sum_insured === null ? t('policy.noValue') : `₹${td(lakhCroreLabel(policy.sum_insured))}`}
          />
          <DetailItem label={t('policy.premiumPaid')} value={formatInr(policy.premium_paid)} />
        </dl>
        {/* The card's actions sit in a row, each with its space on the right: wrapped on a phone, a line starts flush. */}
        <Button
          variant="secondary"
          className="mt-4 mr-3"
          onClick={() => void download()}
          disabled={busy}
          aria-busy={busy}
          aria-label={busy ? undefined : t('policy.downloadNumber', { number: policy.policy_number })}
        >
          {busy ? t('policy.downloading') : t('policy.download')}
        </Button>
        {!policy.cancelled_on && indiaDate(new Date()) <= policy.end_date && (
          <CancelPolicyDialog policyNumber={policy.policy_number} planName={policy.plan_name} />
        )}
        {policy.renewal && renewable(policy.renewal) && policy.vertical !== 'TERM' && (
          <RenewalTermsDialog policyNumber={policy.policy_number} planName={policy.plan_name} />
        )}
        {policy.renewal && portable(policy.renewal) && policy.vertical === 'HEALTH' && (
          <PortPolicyDialog policyNumber={policy.policy_number} planName={policy.plan_name} />
        )}
        {!policy.cancelled_on && indiaDate(new Date()) >= policy.start_date && (
          <ClaimFormDialog
            policyNumber={policy.policy_number}
            vertical={policy.vertical}
            startDate={policy.start_date}
            endDate={policy.end_date}
          />
        )}
        <PolicyClaims policyNumber={policy.policy_number} />
        {!policy.cancelled_on && indiaDate(new Date()) <= policy.end_date && (
          <ChangeDetailsDialog policyNumber={policy.policy_number} planName={policy.plan_name} />
        )}
        <PolicyChanges
          policyNumber={policy.policy_number}
          journeyId={policy.journey_id}
          cancelled={policy.cancelled_on !== null}
        />
        <RaiseComplaintLink
          journeyId={policy.journey_id}
          about={t('complaints.policyNumber', { number: policy.policy_number })}
        />
      </article>
    </li>
  );
}

/** Renewal terms are offered once renewals open (90 days before the end) and until the policy is renewed here. */
const renewable = (standing: TRenewalStanding) =>
  standing.state !== 'RENEWED' &&
  standing.state !== 'PORTED' &&
  (standing.state !== 'IN_FORCE' || standing.days_left <= MOTOR_RENEWAL_WINDOW_DAYS);

/** A health policy may move to another insurer in the same window, and within its grace once ended (not after). */
const portable = (standing: TRenewalStanding) => renewable(standing) && standing.state !== 'LAPSED';
