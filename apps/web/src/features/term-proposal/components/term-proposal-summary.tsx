import { formatInr, lakhCroreLabel, type TTermJourneyDetailsResponse } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';

/** The plan being bought, beside the proposal: cover, term and the premium as the server now prices it. */
export function TermProposalSummary({ details }: { details: TTermJourneyDetailsResponse | undefined }) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  if (!details) return null;
  const { plan, premium } = details;
  return (
    <aside aria-label={t('plan.title')} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <img src={plan.insurer_logo_url} alt="" width={44} height={44} className="h-11 w-11 shrink-0 rounded-lg" />
        <div className="min-w-0">
          <p className="text-sm text-slate-600">{plan.insurer_name}</p>
          <p className="font-bold text-slate-900">{plan.plan_name}</p>
        </div>
      </div>
      <dl className="mt-4 space-y-1.5 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t('plan.cover')}</dt>
          <dd className="font-semibold text-slate-900">₹{td(lakhCroreLabel(plan.sum_assured))}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t('plan.coverTillAge')}</dt>
          <dd className="font-semibold text-slate-900">{plan.cover_till_age}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t('plan.premium')}</dt>
          <dd className="font-semibold text-slate-900">
            {t('plan.perYear', { amount: formatInr(premium.premium_summary.total_premium) })}
          </dd>
        </div>
      </dl>
    </aside>
  );
}
