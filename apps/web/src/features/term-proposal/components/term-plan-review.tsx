import { formatInr, lakhCroreLabel, type TTermJourneyDetailsResponse } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { Panel, Row } from '../../../shared/ui/review-panel.tsx';
import { NS } from '../i18n.ts';

/** The plan and the premium as the server will charge it: riders, any loadings with their reasons, medical tests. */
export function TermPlanReview({ details }: { details: TTermJourneyDetailsResponse }) {
  const { t } = useTranslation(NS);
  // Loading reasons and medical tests are the underwriting rules' words, from the domain.
  const td = useDomainText();
  const { plan, premium, underwriting } = details;
  const summary = premium.premium_summary;
  const riders = (premium.plan_premium_breakups[0]?.addons ?? []).filter((a) => a.is_opted === 'YES');
  return (
    <Panel title={t('plan.title')} className="lg:col-span-2">
      <div className="mt-2 flex items-center gap-3">
        <img src={plan.insurer_logo_url} alt="" width={44} height={44} className="h-11 w-11 shrink-0 rounded-lg" />
        <div>
          <p className="text-sm text-slate-600">{plan.insurer_name}</p>
          <p className="text-lg font-bold text-slate-900">{plan.plan_name}</p>
        </div>
      </div>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        <Row label={t('plan.insurer')} value={plan.insurer_name} />
        <Row label={t('plan.cover')} value={`₹${td(lakhCroreLabel(plan.sum_assured))}`} />
        <Row
          label={t('plan.term')}
          value={t('plan.years', { years: plan.policy_term })}
          note={t('plan.coverTill', { age: plan.cover_till_age })}
        />
        <Row label={t('plan.payout')} value={t('plan.lumpSum')} />
        <Row label={t('plan.basePremium')} value={formatInr(summary.base_premium)} />
        {riders.map((r) => (
          <Row key={r.addon_id} label={r.display_name} value={formatInr(r.total_premium)} />
        ))}
        {underwriting.loadings.map((l) => (
          <Row key={l.condition} label={t('plan.loading', { reason: td(l.reason) })} value={`+${l.percent}%`} />
        ))}
        <Row label={t('plan.gst')} value={summary.tax === 0 ? t('plan.exempt') : formatInr(summary.tax)} />
        <Row
          label={t('plan.premiumYearly')}
          value={
            <span data-testid="term-review-premium" className="text-base font-bold">
              {formatInr(summary.total_premium)}
            </span>
          }
        />
      </dl>
      {summary.tax === 0 && <p className="mt-1 text-xs text-slate-600">{t('plan.gstExempt')}</p>}
      {underwriting.medical_tests.length > 0 && (
        <div className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">{t('plan.medicalTests')}</p>
          <ul className="mt-1 list-disc pl-5">
            {underwriting.medical_tests.map((m) => (
              <li key={m.test}>
                {td(m.test)}: {td(m.reason)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}
