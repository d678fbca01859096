import {
  freeLookScheduleText,
  TERM_NOMINEE_RELATION_OPTIONS,
  addDays,
  indiaDate,
  lakhCroreLabel,
  toDisplayDate,
  VERTICAL_REGISTRY,
} from '@kavach/domain';
import { catalogueText, translateFeatures, type TermCatalogue } from '@kavach/rating';
import { planOnRecord } from '../journeys/offered-plan.ts';
import type { Journey } from '../journeys/journey.ts';
import type { RenderPolicySchedule } from '../journeys/vertical.ts';
import type { OnRecord } from '../payments/journey-snapshot.ts';
import { maskedPan, renderSchedule, rs, scheduleTexts, writeOptedAddons } from '../payments/schedule-pdf.ts';
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
    const texts = scheduleTexts(by.language);
    const { t, td } = texts;
    // The riders, the plan's features and the medical tests are the catalogue's words: in its translation, if any.
    const said = catalogueText(catalogue.translations, texts.language);
    const riders = p.addons.map((a) => ({ ...a, display_name: said(a.display_name) }));
    const riderLibrary = new Map(
      [...catalogue.addons].map(([id, a]) => [id, { ...a, addon_short_description: said(a.addon_short_description) }]),
    );
    const planAsSaid = plan && { ...plan, features: translateFeatures(plan.features, said) };
    return renderSchedule(
      {
        title: t('term.title'),
        policy,
        insurer: insurer?.insurer_name ?? journey.insurerId,
        record: insurer,
        by,
        cis: termCis(planAsSaid, journey.planId, journey.addons, { ...p, addons: riders }, request.policy_term, texts),
      },
      (w) => {
        const { heading, row, text } = w;
        row(t('common.plan'), plan?.plan_name ?? journey.planId);
        row(t('term.sumAssured'), `${rs(p.sum_insured)} (${lakhCroreLabel(p.sum_insured)})`);
        row(
          t('term.policyTerm'),
          t('term.policyTermValue', {
            years: request.policy_term,
            from: toDisplayDate(policy.startDate),
            to: toDisplayDate(policy.endDate),
            age: quotedAge(journey, pricedOn) + request.policy_term,
          }),
        );
        row(t('term.payout'), t('term.lumpSum'));

        heading(t('term.lifeAssured'));
        if (person) {
          row(t('common.name'), person.full_name);
          row(t('common.dob'), toDisplayDate(request.dob));
          row(t('term.gender'), request.gender === 'FEMALE' ? t('term.female') : t('term.male'));
          // A record kept after the buyer deleted their account has no PAN (account/retained-record.ts).
          if (person.pan_number) row(t('common.pan'), maskedPan(person.pan_number));
          row(t('term.tobacco'), person.is_smoker === 'YES' ? t('term.smoker') : t('term.nonSmoker'));
        }

        // Each rider with its own cover beside its price: a rider's sum assured is the buyer's choice, not the life cover.
        writeOptedAddons(w, t('term.riders'), riderLibrary, riders, (a) => {
          const cover = riderSumAssured(journey.addons, a.addon_type);
          const price = t('common.perYear', { amount: rs(a.total_premium) });
          return cover === undefined ? price : t('term.riderWithCover', { cover: rs(cover), price });
        });

        heading(t('term.nominees'));
        for (const n of nominees?.nominees ?? [])
          text(
            t('term.nomineeLine', {
              name: n.full_name,
              relation: td(relationLabel(n.relation)),
              dob: toDisplayDate(n.dob),
              share: n.share_percent,
            }),
          );
        if (nominees?.appointee)
          row(t('term.appointee'), `${nominees.appointee.full_name} (${td(nominees.appointee.relation)})`);

        heading(t('term.premium'));
        row(t('term.lifeCover'), t('common.perYear', { amount: rs(p.base_premium) }));
        for (const l of underwriting.loadings) text(t('term.loading', { percent: l.percent, reason: td(l.reason) }));
        row(t('term.riders'), t('common.perYear', { amount: rs(p.total_addon_premium) }));
        row(t('common.gst'), t('term.gstExempt'));
        row(t('term.premium'), t('term.premiumValue', { amount: rs(p.total_premium), years: request.policy_term }));
        if (underwriting.medical_tests.length > 0) {
          heading(t('term.tests'));
          for (const test of underwriting.medical_tests) text(`${td(said(test.test))} (${td(test.reason)})`);
          text(t('term.testsNote'));
        }
      },
      {
        freeLook: td(freeLookScheduleText('TERM')),
        hasFreeLook: VERTICAL_REGISTRY.TERM.freeLook,
        claims: t('term.claims', {
          phone: insurer?.claims_phone ?? t('common.theInsurer'),
          policyNumber: policy.policyNumber,
        }),
        sampleCatalogue,
      },
    );
  };
}
