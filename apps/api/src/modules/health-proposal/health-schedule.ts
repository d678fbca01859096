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
import { catalogueText, type HealthCatalogue } from '@kavach/rating';
import { planOnRecord } from '../journeys/offered-plan.ts';
import type { RenderPolicySchedule } from '../journeys/vertical.ts';
import { maskedPan, renderSchedule, rs, scheduleTexts, writeOptedAddons } from '../payments/schedule-pdf.ts';
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
    const texts = scheduleTexts(by.language);
    const { t, td } = texts;
    return renderSchedule(
      {
        title: t('health.title'),
        policy,
        insurer: insurer?.insurer_name ?? journey.insurerId,
        record: insurer,
        by,
        cis: healthCis(plan, journey, p, floater, texts, catalogueText(catalogue.translations, texts.language)),
      },
      (w) => {
        const { heading, row, text } = w;
        row(t('common.plan'), plan?.plan_name ?? journey.planId);
        row(
          t('health.period'),
          t('health.periodValue', {
            from: toDisplayDate(policy.startDate),
            to: toDisplayDate(policy.endDate),
            count: p.policy_years,
          }),
        );
        row(t('health.sumInsured'), `${rs(p.sum_insured)} (${lakhCroreLabel(p.sum_insured)})`);
        // A renewal's cumulative bonus: more cover for claim-free years, as the insurer's renewal terms gave it.
        const bonus = journey.renewal?.ncb_percent ?? 0;
        if (bonus > 0)
          row(
            t('health.bonus'),
            t('health.bonusValue', { percent: bonus, amount: rs(Math.round((p.sum_insured * bonus) / 100)) }),
          );
        row(t('health.coverType'), floater ? t('health.floater') : t('health.individual'));
        // The premium was discounted for it: the schedule must not read as cover from the first rupee.
        if (p.deductible)
          row(
            t('health.deductible'),
            t('health.deductibleValue', { amount: rs(p.deductible), note: td(DEDUCTIBLE_NOTE) }),
          );

        heading(t('health.proposer'));
        if (proposer) {
          row(t('common.name'), proposer.full_name);
          // A record kept after the buyer deleted their account has neither (account/retained-record.ts).
          if (proposer.dob) row(t('common.dob'), toDisplayDate(proposer.dob));
          if (proposer.pan_number) row(t('common.pan'), maskedPan(proposer.pan_number));
        }
        heading(t('health.members'));
        for (const m of members) {
          // A record reduced before its gender was kept has none: it says nothing rather than a guess.
          const gender = isOneOf(GENDERS, m.gender) ? `, ${td(GENDER_LABELS[m.gender])}` : '';
          const relation = td(RELATION_LABELS[m.relation] ?? m.relation);
          text(t('health.member', { name: m.full_name, relation, dob: toDisplayDate(m.dob), gender }));
        }

        writeDeclaredConditions(w, catalogue, plan, journey, members, p);
        // An add-on's name and what it pays for, in the schedule's language where the catalogue translates them.
        const addonText = catalogueText(catalogue.translations, texts.language);
        writeOptedAddons(
          w,
          t('health.addons'),
          new Map(
            [...catalogue.addons].map(([id, a]) => [
              id,
              { ...a, addon_short_description: addonText(a.addon_short_description) },
            ]),
          ),
          p.addons.map((a) => ({ ...a, display_name: addonText(a.display_name) })),
        );

        // A premium paid once for a period of several years: each yearly figure with what it comes to for the period,
        // so the lines add up to the total paid (the domain's summary works the period figures out, once).
        const period = premiumSummaryOf(p).premium_summary;
        const years = p.policy_years;
        const forPeriod = (yearly: number, whole: number) =>
          years > 1 ? t('health.forPeriod', { yearly: rs(yearly), years, whole: rs(whole) }) : rs(yearly);
        heading(t('health.premiumPaid'));
        row(t('health.basePremium'), forPeriod(p.base_premium, period.period_base_premium));
        row(t('health.addonPremium'), forPeriod(p.total_addon_premium, period.period_addon_premium));
        if (p.discount_amount > 0) row(t('health.discount'), `- ${rs(p.discount_amount)}`);
        row(t('common.gst'), t('health.gstValue', { amount: rs(p.tax) }));
        // An accepted counter-offer: the insurer's loading, paid on top of the premium quoted.
        const loading = policy.extraPremiumPaise / 100;
        if (loading > 0) row(t('health.loading'), rs(loading));
        const total = p.total_premium + loading;
        row(t('common.totalPaid'), years > 1 ? t('health.totalForYears', { amount: rs(total), years }) : rs(total));

        heading(t('health.nominee'));
        if (nominee) {
          row(t('common.name'), nominee.full_name);
          row(t('health.relation'), td(NOMINEE_RELATION_LABELS[nominee.nominee_relation] ?? nominee.nominee_relation));
          // Only a minor has one; a record stored before adults' appointees were refused prints none. A record reduced
          // before the nominee's birth date was kept prints the appointee it kept.
          const minor = nominee.dob ? needsAppointee(nominee.dob, policy.startDate) : true;
          if (minor && nominee.appointee_full_name) row(t('health.appointee'), nominee.appointee_full_name);
        }
      },
      {
        freeLook: td(freeLookScheduleText('HEALTH')),
        hasFreeLook: VERTICAL_REGISTRY.HEALTH.freeLook,
        claims: t('health.claims', {
          phone: insurer?.claims_phone ?? t('common.theInsurer'),
          policyNumber: policy.policyNumber,
        }),
        sampleCatalogue,
      },
    );
  };
}
