import type { ScheduleIssuer } from '../payments/schedule-pdf.ts';
import {
  indiaTomorrow,
  periodEnd,
  type Gender,
  type JourneyVertical,
  type KycStagedConfig,
  type TPremiumBreakup,
} from '@kavach/domain';
import type { Database } from '../../db/client.ts';
import type { UploadRow } from '../kyc/repository.ts';
import type { OnRecord, PaidJourney, RenewalOnRecord } from '../payments/journey-snapshot.ts';
import type { AlsoKnownAs, CoverClash, InsuredCover, PolicyRow } from '../payments/repository.ts';
import type { SecondCover } from '../payments/second-cover.ts';
import { isJourneyOf, type Journey } from './journey.ts';

/**
 * The policy schedule PDF, from the journey as paid (each vertical's `…-schedule.ts`, on `payments/schedule-pdf.ts`).
 * It says so when its vertical prices from the bundled sample catalogue: that vertical's own, not another's.
 */
export type RenderPolicySchedule<V extends JourneyVertical = JourneyVertical> = (
  paid: PaidJourney<V>,
  policy: PolicyRow,
  by: ScheduleIssuer,
) => Promise<Buffer>;

/**
 * What differs between products on the one journey core — quote → journey → proposal → KYC → confirmation →
 * payment → policy (ARCHITECTURE.md). The core (journeys, kyc, payments) owns the states and the money and asks
 * the journey's vertical only these questions; each vertical answers them from its own catalogue.
 */
export type VerticalAnswers<V extends JourneyVertical> = {
  vertical: V;
  /** The documents KYC asks for on this journey's plan. */
  kycConfig(journey: Journey<V>): KycStagedConfig;
  /**
   * Uploaded documents (by doc type) a person checks before cover, whatever CKYC says: they put the journey in the
   * KYC review queue, and the policy waits for staff's approval (term's income proof).
   */
  staffReviewed?: readonly string[];
  /** The proposal parts confirmation still lacks besides KYC, each named for the buyer; empty when complete. */
  missingParts(journey: Journey<V>, processed: readonly UploadRow[]): Record<string, string>;
  /** How the dashboard names a journey: its plan, insurer and the people it covers. */
  describe(journey: Journey<V>): { plan_name: string; insurer_name: string; people: string[] };
  /**
   * Who KYC checks: the proposer, the life assured or the owner, each kept in the vertical's own proposal part (the
   * life assured's birth date and gender are the quote's). Null before that part is saved.
   */
  kycPerson(journey: Journey<V>): KycPerson | null;
  /** Where the buyer is told of their purchase (modules/notices): the proposal's mobile and e-mail, once saved. */
  contact(journey: Journey<V>): BuyerContact;
  /**
   * The journey priced again by the vertical's own pricer from its stored request, as its facts stand on `now`'s
   * day: ages, a previous policy's lapse and a vehicle's age move with the calendar. Answers the premium and the
   * request as it would be stored beside it (motor keeps the priced cover there, term the policy term to 65).
   * Confirmation compares it with the stored price (docs/decisions.md §4a). A journey its plan no longer covers on that
   * day is refused with a 4xx AppError.
   */
  priceOn(journey: Journey<V>, now: Date): JourneyPrice;
  /**
   * What confirmation checks against the buyer's other purchases, inside its transaction (`db`) and under the
   * vertical's own lock (term: the life assured's cover against their income), throwing a 4xx AppError to refuse.
   */
  confirmAgainstOthers?(db: Database, journey: Journey<V>, now: Date): Promise<void>;
  /** The journey_step a confirmed journey is at (each vertical names its own steps). */
  reviewStep: string;
  /**
   * The terms of the sale the schedule prints from the catalogue, as they stand on `today` (term: each loading's
   * reason and the medical tests; health: the waiting period for declared conditions): frozen with the price at
   * confirmation, so the schedule states what the policy was sold on, whatever the catalogue says when it is
   * downloaded.
   */
  onRecord?(journey: Journey<V>, today: string): OnRecord;
  policy: {
    /**
     * The first day of cover (YYYY-MM-DD), given the day after payment, which it is unless the vertical says later:
     * a motor renewal bought while the previous policy runs starts when that one ends.
     */
    startsOn?(paid: PaidJourney<V>, dayAfterPayment: string): string;
    /** How many years the cover runs from its start. */
    years(paid: PaidJourney<V>): number;
    /** The value insured, as the dashboard states it; null where the cover insures none. The premium's, by default. */
    sumInsured?(paid: PaidJourney<V>): number | null;
    /** Where one thing may be insured once for any day (a vehicle); absent where a person may hold several policies. */
    insuredOnce?: InsuredOnce<V>;
    /**
     * How many months of that cover the premium paid for, from its start: a free-look return keeps the risk premium
     * for the days on cover as a share of it (`freeLookRefundPaise`), so a yearly premium on a long cover says 12.
     */
    paidMonths(paid: PaidJourney<V>): number;
    render(paid: PaidJourney<V>, policy: PolicyRow, by: ScheduleIssuer): Promise<Buffer>;
    /**
     * The policy as its renewal carries it, where the vertical records more than the premium and the dates (motor: the
     * expiring policy becomes the previous one, its bonus and IDV the insurer's); as it was, by default.
     */
    renewedAs?(paid: PaidJourney<V>, renewal: RenewalOnRecord, insurerName: string): PaidJourney<V>;
  };
};

/** What a journey is charged and the stored request it was priced from. */
export type JourneyPrice = { premium: TPremiumBreakup; quoteRequest: Journey['quoteRequest'] };

/** What the core asks a vertical, of a journey of any vertical (`defineVertical` checks it is the vertical's own). */
export type JourneyVerticalConfig = VerticalAnswers<JourneyVertical>;

/** Every vertical's answers, by its code (apps/api/src/verticals/index.ts: each is its own code's, by type). */
export type Verticals = Readonly<Record<JourneyVertical, JourneyVerticalConfig>>;

/**
 * A vertical's answers as the core asks them, of any journey: each question first checks the journey is this
 * vertical's own (another's reaching it is a programming error), so the vertical's code sees its own journey, typed.
 */
export function defineVertical<V extends JourneyVertical>(
  answers: VerticalAnswers<V>,
): JourneyVerticalConfig & { vertical: V } {
  const own = <J extends Journey>(journey: J): J & Journey<V> => {
    if (!isJourneyOf(journey, answers.vertical))
      throw new Error(`Journey ${journey.id} is ${journey.vertical}, not ${answers.vertical}`);
    return journey;
  };
  const { onRecord, policy, confirmAgainstOthers } = answers;
  const { startsOn, sumInsured, insuredOnce, renewedAs } = policy;
  return {
    vertical: answers.vertical,
    kycConfig: (journey) => answers.kycConfig(own(journey)),
    missingParts: (journey, processed) => answers.missingParts(own(journey), processed),
    describe: (journey) => answers.describe(own(journey)),
    kycPerson: (journey) => answers.kycPerson(own(journey)),
    contact: (journey) => answers.contact(own(journey)),
    priceOn: (journey, now) => answers.priceOn(own(journey), now),
    reviewStep: answers.reviewStep,
    ...(confirmAgainstOthers && {
      confirmAgainstOthers: (db: Database, journey: Journey, now: Date) => confirmAgainstOthers(db, own(journey), now),
    }),
    ...(answers.staffReviewed && { staffReviewed: answers.staffReviewed }),
    ...(onRecord && { onRecord: (journey: Journey, today: string) => onRecord(own(journey), today) }),
    policy: {
      ...(startsOn && { startsOn: (paid: PaidJourney, day: string) => startsOn(own(paid), day) }),
      years: (paid) => policy.years(own(paid)),
      ...(sumInsured && { sumInsured: (paid: PaidJourney) => sumInsured(own(paid)) }),
      ...(insuredOnce && {
        insuredOnce: {
          covers: (paid: PaidJourney, startDate: string) => insuredOnce.covers(own(paid), startDate),
          ...(insuredOnce.alsoKnownAs && { alsoKnownAs: insuredOnce.alsoKnownAs }),
          clashWords: (...args) => insuredOnce.clashWords(...args),
        },
      }),
      paidMonths: (paid) => policy.paidMonths(own(paid)),
      render: (paid, issued, by) => policy.render(own(paid), issued, by),
      ...(renewedAs && {
        renewedAs: (paid: PaidJourney, renewal: RenewalOnRecord, insurerName: string): PaidJourney =>
          renewedAs(own(paid), renewal, insurerName),
      }),
    },
  };
}

/** The person a journey's KYC is about, as staff check them against the documents. */
export type BuyerContact = { mobile: string | null; email: string | null };

export type KycPerson = {
  full_name: string;
  dob: string | null;
  gender: Gender | null;
  pan_number: string;
  mobile: string | null;
};

/** The days a policy paid for now runs: from the day after payment (India's), or the vertical's later start. */
export function policyPeriod(
  vertical: JourneyVerticalConfig,
  paid: PaidJourney,
  dayAfterPayment = indiaTomorrow(),
): { startDate: string; endDate: string } {
  // A renewal runs on from the policy it renews, on the dates of the insurer's terms.
  if (paid.renewal) return { startDate: paid.renewal.cover_start, endDate: paid.renewal.cover_end };
  const startDate = vertical.policy.startsOn?.(paid, dayAfterPayment) ?? dayAfterPayment;
  return { startDate, endDate: periodEnd(startDate, vertical.policy.years(paid)) };
}

/** What a journey on a plan since withdrawn from the catalogue is called. */
export const PLAN_GONE = 'A plan no longer offered';

/** The journey's vertical, which answers for journeys of its own code only. */
export function verticalOf(verticals: Verticals, journey: Pick<Journey, 'vertical'>): JourneyVerticalConfig {
  return verticals[journey.vertical];
}

/** A journey's plan and insurer as people read them. */
export function planNames(verticals: Verticals, journey: Journey): { plan_name: string; insurer_name: string } {
  const { plan_name, insurer_name } = verticalOf(verticals, journey).describe(journey);
  return { plan_name, insurer_name };
}

/** Who a journey's KYC is about; null before the proposal names them. */
export function kycPersonOf(verticals: Verticals, journey: Journey): KycPerson | null {
  return verticalOf(verticals, journey).kycPerson(journey);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The verticals this server sells, by journey vertical (HEALTH, TERM): what the journey core asks them. */
    verticals: Verticals;
  }
}

/** What a vertical tells the journey core of a thing that may be insured once for any day (motor: a vehicle). */
export interface InsuredOnce<V extends JourneyVertical = JourneyVertical> {
  /**
   * What the policy insures, section by section, each with its period from `startDate` (motor: the vehicle's own
   * damage for a year, its third party for the years priced, each keyed by the chassis number and the registration).
   * No two policies in force share a day on one key.
   */
  covers(paid: PaidJourney<V>, startDate: string): InsuredCover[];
  /**
   * The same sections under the other names Kavach's records give the same thing (a vehicle's chassis number for
   * its registration, and back), checked beside `covers` when a purchase is confirmed and issued; never stored.
   */
  alsoKnownAs?: AlsoKnownAs;
  /** Why a purchase may not insure `covers`, given the policies in force that hold some of it, in its buyer's words. */
  clashWords(
    clashes: readonly [CoverClash, ...CoverClash[]],
    covers: readonly InsuredCover[],
    buyerId: string | null,
  ): SecondCover;
}
