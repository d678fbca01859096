import { premiumSummaryOf } from '@kavach/domain/health/premium-summary';
import {
  DEDUCTIBLE_NOTE,
  freeLookScheduleText,
  GENDERS,
  GENDER_LABELS,
  NOMINEE_RELATION_LABELS,
  RELATION_LABELS,
  isOneOf,
  lakhCroreLabel,
  needsAppointee,
  toDisplayDate,
  VERTICAL_REGISTRY,
} from '@kavach/domain';
import type { HealthCatalogue } from '@kavach/rating';
import { planOnRecord } from '../journeys/offered-plan.ts';
import type { RenderPolicySchedule } from '../journeys/vertical.ts';
import { maskedPan, renderSchedule, rs, writeOptedAddons } from '../payments/schedule-pdf.ts';
import { writeDeclaredConditions } from './declared-on-schedule.ts';
import { healthCis } from './health-cis.ts';

/**
 * The health policy schedule (docs/decisions.md §4): its Customer Information Sheet first (health-cis.ts), then
 * insurer, plan, number, period, insured members, the health
 * conditions declared with their loadings, cover, add-ons,
 * premium with its tax line, nominee, then the common free-look and claims text.
 */
export function healthSchedule(catalogue: HealthCatalogue, sampleCatalogue: boolean): RenderPolicySchedule<'HEALTH'> {
  return (journey, policy, by) => {
    const { plan, insurer } = planOnRecord(catalogue, journey.planId);
    const { proposer, nominee } = journey.proposal;
    const members = journey.proposal.insured_members ?? [];
    const p = journey.premium;
    const floater = journey.quoteRequest.member_coverage_plan_type !== 'INDIVIDUAL' && members.length > 1;
    return renderSchedule(
      {
        title: 'Health Insurance Policy Schedule',
        policy,
        insurer: insurer?.insurer_name ?? journey.insurerId,
        record: insurer,
        by,
        cis: healthCis(plan, journey, p, floater),
      },
      (w) => {
        const { heading, row, text } = w;
        row('Plan', plan?.plan_name ?? journey.planId);
        row(
          'Policy period',
          `${toDisplayDate(policy.startDate)} to ${toDisplayDate(policy.endDate)} (${p.policy_years} year${p.policy_years > 1 ? 's' : ''})`,
        );
        row('Sum insured', `${rs(p.sum_insured)} (${lakhCroreLabel(p.sum_insured)})`);
        // A renewal's cumulative bonus: more cover for claim-free years, as the insurer's renewal terms gave it.
        const bonus = journey.renewal?.ncb_percent ?? 0;
        if (bonus > 0)
          row(
            'Cumulative bonus',
            `${bonus} % of the sum insured: ${rs(Math.round((p.sum_insured * bonus) / 100))} more cover, for claim-free years`,
          );
        row('Cover type', floater ? 'Family floater' : 'Individual');
        // The premium was discounted for it: the schedule must not read as cover from the first rupee.
        if (p.deductible) row('Deductible', `${rs(p.deductible)} per year - ${DEDUCTIBLE_NOTE}`);

        heading('Proposer');
        if (proposer) {
          row('Name', proposer.full_name);
          // A record kept after the buyer deleted their account has neither (account/retained-record.ts).
          if (proposer.dob) row('Date of birth', toDisplayDate(proposer.dob));
          if (proposer.pan_number) row('PAN', maskedPan(proposer.pan_number));
        }
        heading('Insured members');
        for (const m of members) {
          // A record reduced before its gender was kept has none: it says nothing rather than a guess.
          const gender = isOneOf(GENDERS, m.gender) ? `, ${GENDER_LABELS[m.gender]}` : '';
          text(`${m.full_name} - ${RELATION_LABELS[m.relation] ?? m.relation}, born ${toDisplayDate(m.dob)}${gender}`);
        }

        writeDeclaredConditions(w, catalogue, plan, journey, members, p);
        writeOptedAddons(w, 'Add-ons', catalogue.addons, p.addons);

        // A premium paid once for a period of several years: each yearly figure with what it comes to for the period,
        // so the lines add up to the total paid (the domain's summary works the period figures out, once).
        const period = premiumSummaryOf(p).premium_summary;
        const years = p.policy_years;
        const forPeriod = (yearly: number, whole: number) =>
          years > 1 ? `${rs(yearly)} a year × ${years} years = ${rs(whole)}` : rs(yearly);
        heading('Premium paid');
        row('Base premium', forPeriod(p.base_premium, period.period_base_premium));
        row('Add-ons', forPeriod(p.total_addon_premium, period.period_addon_premium));
        if (p.discount_amount > 0) row('Multi-year discount', `- ${rs(p.discount_amount)}`);
        row('GST', `${rs(p.tax)} (individual health insurance is exempt from GST since 22/09/2025)`);
        // An accepted counter-offer: the insurer's loading, paid on top of the premium quoted.
        const loading = policy.extraPremiumPaise / 100;
        if (loading > 0) row("Insurer's loading (counter-offer accepted)", rs(loading));
        const total = p.total_premium + loading;
        row('Total premium paid', years > 1 ? `${rs(total)} for ${years} years` : rs(total));

        heading('Nominee');
        if (nominee) {
          row('Name', nominee.full_name);
          row('Relation', NOMINEE_RELATION_LABELS[nominee.nominee_relation] ?? nominee.nominee_relation);
          // Only a minor has one; a record stored before adults' appointees were refused prints none. A record reduced
          // before the nominee's birth date was kept prints the appointee it kept.
          const minor = nominee.dob ? needsAppointee(nominee.dob, policy.startDate) : true;
          if (minor && nominee.appointee_full_name) row('Appointee (nominee is a minor)', nominee.appointee_full_name);
        }
      },
      {
        freeLook: freeLookScheduleText('HEALTH'),
        hasFreeLook: VERTICAL_REGISTRY.HEALTH.freeLook,
        claims: `Call ${insurer?.claims_phone ?? 'the insurer'} (toll-free) quoting policy number ${policy.policyNumber}. For planned hospitalisation, inform the insurer at least 48 hours in advance; in an emergency, within 24 hours of admission.`,
        sampleCatalogue,
      },
    );
  };
}
