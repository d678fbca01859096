import { DEFAULT_KYC_CONFIG, TERM_PREMIUM_MONTHS, todayIso } from '@kavach/domain';
import type { TermCatalogue } from '@kavach/rating';
import { planOnRecord } from '../journeys/offered-plan.ts';
import { PLAN_GONE, defineVertical } from '../journeys/vertical.ts';
import { lifeAssuredOf, missingTermParts, priceTermJourneyOn, termCoverOf } from '../term/term-journey.ts';
import { refuseCoverBeyondIncome } from '../term/held-life-cover.ts';
import { termSchedule, termScheduleRecord } from './term-schedule.ts';

/** Term life on the journey core: life assured, nominees, contact, declaration and income proof; cover for the term. */
export function termVertical(catalogue: TermCatalogue, sampleCatalogue: boolean) {
  return defineVertical<'TERM'>({
    vertical: 'TERM',
    kycConfig: () => DEFAULT_KYC_CONFIG,
    // Issue 45: the income the cover is sized on is proved to a person, not taken from a file's existence.
    staffReviewed: ['INCOME_PROOF'],
    missingParts: (journey, processed) => missingTermParts(catalogue, journey, processed),
    describe: (journey) => {
      const { plan, insurer } = planOnRecord(catalogue, journey.planId);
      const person = lifeAssuredOf(journey);
      return {
        plan_name: plan?.plan_name ?? PLAN_GONE,
        insurer_name: insurer?.insurer_name ?? '',
        people: person ? [person.full_name] : [],
      };
    },
    kycPerson: (journey) => {
      const person = lifeAssuredOf(journey);
      // A record kept after its buyer deleted the account names nobody KYC could check.
      if (!person?.pan_number) return null;
      // The life assured step does not ask again what the quote was priced on: the birth date and the gender.
      const { dob, gender } = termCoverOf(journey);
      return { full_name: person.full_name, dob, gender, pan_number: person.pan_number, mobile: null };
    },
    contact: (journey) => ({
      mobile: journey.proposal.contact?.mobile ?? null,
      email: journey.proposal.contact?.email ?? null,
    }),
    priceOn: (journey, now) => priceTermJourneyOn(catalogue, journey, todayIso(now)),
    reviewStep: 'REVIEW',
    confirmAgainstOthers: (db, journey, now) => refuseCoverBeyondIncome(db, journey, todayIso(now)),
    onRecord: termScheduleRecord(catalogue),
    policy: {
      years: (paid) => termCoverOf(paid).policy_term,
      // What the buyer paid buys one period of the premium's frequency (a year), not the whole term.
      paidMonths: (paid) => TERM_PREMIUM_MONTHS[termCoverOf(paid).payment_frequency],
      render: termSchedule(catalogue, sampleCatalogue),
    },
  });
}
