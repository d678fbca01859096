import {
  freeLookScheduleText,
  TERM_NOMINEE_RELATION_OPTIONS,
  addDays,
  indiaDate,
  lakhCroreLabel,
  toDisplayDate,
  VERTICAL_REGISTRY,
} from '@kavach/domain';
import type { TermCatalogue } from '@kavach/rating';
import { planOnRecord } from '../journeys/offered-plan.ts';
import type { Journey } from '../journeys/journey.ts';
import type { RenderPolicySchedule } from '../journeys/vertical.ts';
import type { OnRecord } from '../payments/journey-snapshot.ts';
import { maskedPan, renderSchedule, rs, writeOptedAddons } from '../payments/schedule-pdf.ts';
import { riderSumAssured, termCis } from './term-cis.ts';
import { lifeAssuredOf, lifestyleOf, quotedAge, termCoverOf, termUnderwriting } from '../term/term-journey.ts';

const relationLabel = (value: string) => TERM_NOMINEE_RELATION_OPTIONS.find((o) => o.value === value)?.label ?? value;

/**
 * What the term schedule prints from the catalogue, as it stands on the day of confirmation: the underwriting of the
 * declaration (each loading's reason, the medical tests). Frozen with the price (journey-snapshot.ts).
 */
export const termScheduleRecord =
  (catalogue: TermCatalogue) =>
  (journey: Journey<'TERM'>, today: string): OnRecord => ({
    underwriting: termUnderwriting(catalogue, journey, undefined, today),
  });

/**
 * The term life schedule: its Customer Information Sheet first (term-cis.ts), then the life assured, cover, term and
 * payout, riders each with its sum assured, nominees with their shares, the
 * premium and how often it is paid, any loadings and tests from the declaration; then free-look and claims.
 */
export function termSchedule(catalogue: TermCatalogue, sampleCatalogue: boolean): RenderPolicySchedule<'TERM'> {
  return (journey, policy, by) => {
    const { plan, insurer } = planOnRecord(catalogue, journey.planId);
    const request = termCoverOf(journey);
    const person = lifeAssuredOf(journey);
    const nominees = journey.proposal.nominees;
    const p = journey.premium;
    // What the policy was sold on, as recorded on the day it was confirmed: a download after a birthday, or under a
    // catalogue whose underwriting rules have changed since, states no tests or loadings the purchase never had.
    // Policies confirmed before the record was kept work it out again for that day.
    const pricedOn = journey.confirmedAt ? indiaDate(journey.confirmedAt) : addDays(policy.startDate, -1);
    const underwriting =
      journey.underwriting ??
      (plan
        ? termUnderwriting(catalogue, journey, lifestyleOf(journey), pricedOn)
        : { loadings: [], medical_tests: [] });
    return renderSchedule(
      {
        title: 'Term Life Insurance Policy Schedule',
        policy,
        insurer: insurer?.insurer_name ?? journey.insurerId,
        record: insurer,
        by,
        cis: termCis(plan, journey.planId, journey.addons, p, request.policy_term),
      },
      (w) => {
        const { heading, row, text } = w;
        row('Plan', plan?.plan_name ?? journey.planId);
        row('Sum assured', `${rs(p.sum_insured)} (${lakhCroreLabel(p.sum_insured)})`);
        row(
          'Policy term',
          `${request.policy_term} years, ${toDisplayDate(policy.startDate)} to ${toDisplayDate(policy.endDate)} (cover till age ${quotedAge(journey, pricedOn) + request.policy_term})`,
        );
        row('Payout option', 'Lump sum: the sum assured is paid to the nominees in one payment');

        heading('Life assured');
        if (person) {
          row('Name', person.full_name);
          row('Date of birth', toDisplayDate(request.dob));
          row('Gender', request.gender === 'FEMALE' ? 'Female' : 'Male');
          // A record kept after the buyer deleted their account has no PAN (account/retained-record.ts).
          if (person.pan_number) row('PAN', maskedPan(person.pan_number));
          row('Tobacco', person.is_smoker === 'YES' ? 'Smoker (smoker rates apply)' : 'Non-smoker');
        }

        // Each rider with its own cover beside its price: a rider's sum assured is the buyer's choice, not the life cover.
        writeOptedAddons(w, 'Riders', catalogue.addons, p.addons, (a) => {
          const cover = riderSumAssured(journey.addons, a.addon_type);
          const price = `${rs(a.total_premium)} a year`;
          return cover === undefined ? price : `sum assured ${rs(cover)}, ${price}`;
        });

        heading('Nominees');
        for (const n of nominees?.nominees ?? [])
          text(`${n.full_name} - ${relationLabel(n.relation)}, born ${toDisplayDate(n.dob)}: ${n.share_percent}%`);
        if (nominees?.appointee)
          row('Appointee (for a nominee under 18)', `${nominees.appointee.full_name} (${nominees.appointee.relation})`);

        heading('Premium');
        row('Life cover premium', `${rs(p.base_premium)} a year`);
        for (const l of underwriting.loadings) text(`Includes a ${l.percent}% loading: ${l.reason}`);
        row('Riders', `${rs(p.total_addon_premium)} a year`);
        row('GST', 'Exempt (individual life insurance premiums are exempt from GST since 22/09/2025)');
        row('Premium', `${rs(p.total_premium)} a year, paid yearly for ${request.policy_term} years`);
        if (underwriting.medical_tests.length > 0) {
          heading('Medical tests');
          for (const t of underwriting.medical_tests) text(`${t.test} (${t.reason})`);
          text(
            'The insurer arranges these tests and confirms the cover after them; if it cannot offer the cover, the premium paid is refunded in full.',
          );
        }
      },
      {
        freeLook: freeLookScheduleText('TERM'),
        hasFreeLook: VERTICAL_REGISTRY.TERM.freeLook,
        claims: `Your nominees call ${insurer?.claims_phone ?? 'the insurer'} (toll-free) quoting policy number ${policy.policyNumber}, with the death certificate and their identity and bank details.`,
        sampleCatalogue,
      },
    );
  };
}
