import {
  indiaTomorrow,
  periodEnd,
  type Gender,
  type JourneyVertical,
  type KycStagedConfig,
  type TPremiumBreakup,
} from '@kavach/domain';
import type { UploadRow } from '../kyc/repository.ts';
import type { OnRecord, PaidJourney } from '../payments/journey-snapshot.ts';
import type { AlsoKnownAs, CoverClash, InsuredCover, PolicyRow } from '../payments/repository.ts';
import type { SecondCover } from '../payments/second-cover.ts';
import type { JourneyRow } from './repository.ts';

/**
 * The policy schedule PDF, from the journey as paid (each vertical's `…-schedule.ts`, on `payments/schedule-pdf.ts`).
 * It says so when its vertical prices from the bundled sample catalogue: that vertical's own, not another's.
 */
export type RenderPolicySchedule = (paid: PaidJourney, policy: PolicyRow) => Promise<Buffer>;

/**
 * What differs between products on the one journey core — quote → journey → proposal → KYC → confirmation →
 * payment → policy (ARCHITECTURE.md). The core (journeys, kyc, payments) owns the states and the money and asks
 * the journey's vertical only these questions; each vertical answers them from its own catalogue.
 */
export type JourneyVerticalConfig = {
  vertical: JourneyVertical;
  /** The documents KYC asks for on this journey's plan. */
  kycConfig(journey: JourneyRow): KycStagedConfig;
  /** The proposal parts confirmation still lacks besides KYC, each named for the buyer; empty when complete. */
  missingParts(journey: JourneyRow, processed: readonly UploadRow[]): Record<string, string>;
  /** How the dashboard names a journey: its plan, insurer and the people it covers. */
  describe(journey: JourneyRow): { plan_name: string; insurer_name: string; people: string[] };
  /**
   * Who KYC checks: the proposer, the life assured or the owner, each kept in the vertical's own proposal part (the
   * life assured's birth date and gender are the quote's). Null before that part is saved.
   */
  kycPerson(journey: JourneyRow): KycPerson | null;
  /**
   * The journey priced again by the vertical's own pricer from its stored request, as its facts stand on `now`'s
   * day: ages, a previous policy's lapse and a vehicle's age move with the calendar. Answers the premium and the
   * request as it would be stored beside it (motor keeps the priced cover there, term the policy term to 65).
   * Confirmation compares it with the stored price (DESIGN.md §4a). A journey its plan no longer covers on that day
   * is refused with a 4xx AppError.
   */
  priceOn(journey: JourneyRow, now: Date): JourneyPrice;
  /** The journey_step a confirmed journey is at (each vertical names its own steps). */
  reviewStep: string;
  /**
   * The terms of the sale the schedule prints from the catalogue, as they stand on `today` (term: each loading's
   * reason and the medical tests; health: the waiting period for declared conditions): frozen with the price at
   * confirmation, so the schedule states what the policy was sold on, whatever the catalogue says when it is
   * downloaded.
   */
  onRecord?(journey: JourneyRow, today: string): OnRecord;
  policy: {
    /**
     * The first day of cover (YYYY-MM-DD), given the day after payment, which it is unless the vertical says later:
     * a motor renewal bought while the previous policy runs starts when that one ends.
     */
    startsOn?(paid: JourneyRow, dayAfterPayment: string): string;
    /** How many years the cover runs from its start. */
    years(paid: JourneyRow): number;
    /** The value insured, as the dashboard states it; null where the cover insures none. The premium's, by default. */
    sumInsured?(paid: JourneyRow): number | null;
    /** Where one thing may be insured once for any day (a vehicle); absent where a person may hold several policies. */
    insuredOnce?: InsuredOnce;
    /**
     * How many months of that cover the premium paid for, from its start: a free-look return keeps the risk premium
     * for the days on cover as a share of it (`freeLookRefundPaise`), so a yearly premium on a long cover says 12.
     */
    paidMonths(paid: JourneyRow): number;
    render: RenderPolicySchedule;
  };
};

/** What a journey is charged and the stored request it was priced from. */
export type JourneyPrice = { premium: TPremiumBreakup; quoteRequest: JourneyRow['quoteRequest'] };

export type Verticals = ReadonlyMap<string, JourneyVerticalConfig>;

/** The person a journey's KYC is about, as staff check them against the documents. */
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
  paid: JourneyRow,
  dayAfterPayment = indiaTomorrow(),
): { startDate: string; endDate: string } {
  const startDate = vertical.policy.startsOn?.(paid, dayAfterPayment) ?? dayAfterPayment;
  return { startDate, endDate: periodEnd(startDate, vertical.policy.years(paid)) };
}

/** What a journey on a plan since withdrawn from the catalogue is called. */
export const PLAN_GONE = 'A plan no longer offered';

/** The journey's vertical; a row of a vertical this server does not sell is a programming error, not a 404. */
export function verticalOf(verticals: Verticals, journey: Pick<JourneyRow, 'vertical'>): JourneyVerticalConfig {
  const config = verticals.get(journey.vertical);
  if (!config) throw new Error(`No vertical ${journey.vertical} is configured`);
  return config;
}

/** A journey's plan and insurer as people read them, including a journey of a vertical this server no longer sells. */
export function planNames(verticals: Verticals, journey: JourneyRow): { plan_name: string; insurer_name: string } {
  const config = verticals.get(journey.vertical);
  if (!config) return { plan_name: PLAN_GONE, insurer_name: journey.insurerId };
  const { plan_name, insurer_name } = config.describe(journey);
  return { plan_name, insurer_name };
}

/** Who a journey's KYC is about; null before the proposal names them, or for a vertical this server no longer sells. */
export function kycPersonOf(verticals: Verticals, journey: JourneyRow): KycPerson | null {
  return verticals.get(journey.vertical)?.kycPerson(journey) ?? null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The verticals this server sells, by journey vertical (HEALTH, TERM): what the journey core asks them. */
    verticals: Verticals;
  }
}

/** What a vertical tells the journey core of a thing that may be insured once for any day (motor: a vehicle). */
export type InsuredOnce = {
  /**
   * What the policy insures, section by section, each with its period from `startDate` (motor: the vehicle's own
   * damage for a year, its third party for the years priced, each keyed by the chassis number and the registration).
   * No two policies in force share a day on one key.
   */
  covers(paid: JourneyRow, startDate: string): InsuredCover[];
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
};
