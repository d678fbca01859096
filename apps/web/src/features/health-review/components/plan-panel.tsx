import {
  DEDUCTIBLE_NOTE,
  POLICY_PERIOD_LABELS,
  formatInr,
  lakhCroreLabel,
  type PolicyPeriod,
  type TJourneyDetailsResponse,
} from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { breakdownLines, signedInr, type Premium } from '../lib/premium-breakdown.ts';
import { NOT_PROVIDED, shown } from '../lib/display-values.ts';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { Panel, Row } from '../../../shared/ui/review-panel.tsx';
import { NS } from '../i18n.ts';

const PLAN_TYPE_LABELS: Readonly<Record<string, 'plan.individual' | 'plan.familyFloater'>> = {
  INDIVIDUAL: 'plan.individual',
  FAMILY_FLOATER: 'plan.familyFloater',
};

type Props = {
  plan: TJourneyDetailsResponse['plan'] | undefined;
  planType: string | null;
  premium: Premium;
  demonstration: boolean;
};

/**
 * docs/product/review-payment-term-bike.md §2.5 left panel: the plan, its cover and premium, and how the total is made
 * up.
 */
export function PlanPanel({ plan, planType, premium, demonstration }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const s = premium.premium_summary;
  const planTypeKey = planType ? PLAN_TYPE_LABELS[planType] : undefined;
  return (
    <Panel title={t('plan.title')}>
      <div className="mt-4 flex items-center gap-3">
        {plan?.insurer_id && (
          <img
            src={`/v1/health/insurers/${encodeURIComponent(plan.insurer_id)}/logo.svg`}
            alt=""
            width={48}
            height={48}
            className="h-12 w-12 shrink-0 rounded-xl"
          />
        )}
        <div className="min-w-0">
          <h3 className="font-bold text-slate-900">{td(shown(plan?.plan_name))}</h3>
          <p className="text-sm text-slate-600">{td(shown(plan?.insurer_name))}</p>
        </div>
      </div>
      <dl className="mt-4 divide-y divide-slate-100 text-sm">
        <Row
          label={t('plan.coverage')}
          value={plan?.sum_insured ? `₹${td(lakhCroreLabel(plan.sum_insured))}` : td(NOT_PROVIDED)}
        />
        <Row
          label={t('plan.period')}
          value={td((plan && POLICY_PERIOD_LABELS[plan.policy_period as PolicyPeriod]) || NOT_PROVIDED)}
        />
        <Row label={t('plan.planType')} value={planTypeKey ? t(planTypeKey) : td(NOT_PROVIDED)} />
        {s.deductible > 0 && (
          // The premium was discounted for it: the buyer sees what they pay first before paying.
          <Row
            label={t('plan.deductible')}
            value={t('plan.deductibleValue', { amount: formatInr(s.deductible) })}
            note={td(DEDUCTIBLE_NOTE)}
          />
        )}
        <Row
          label={t('plan.monthlyShare')}
          value={t('plan.monthlyShareValue', { amount: formatInr(s.monthly_premium) })}
        />
        <Row
          label={t('plan.totalPremium')}
          value={<span className="text-base font-bold">{formatInr(s.total_premium)}</span>}
        />
      </dl>
      {demonstration && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('plan.demonstration')}</p>
      )}
      <h3 className="mt-5 text-sm font-bold text-slate-900">{t('plan.breakdown')}</h3>
      <dl className="mt-1 divide-y divide-slate-100 text-sm">
        {breakdownLines(premium, t).map((line) => (
          <Row key={line.label} label={line.label} value={line.amount} {...(line.note ? { note: line.note } : {})} />
        ))}
        <Row label={t('plan.total')} value={<span className="font-bold">{formatInr(s.total_premium)}</span>} />
      </dl>
      {premium.premium_changes.length > 0 && (
        // docs/decisions.md §4a: a premium that moved from the quote card says why, before payment.
        <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <h3 className="font-bold">{t('plan.changed')}</h3>
          <ul className="mt-1 space-y-1">
            {premium.premium_changes.map((c) => (
              <li key={c.reason} className="flex justify-between gap-3">
                <span>{td(c.reason)}</span>
                <span className="font-semibold">{signedInr(c.amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}
