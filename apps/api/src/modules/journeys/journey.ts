import { readProposal, type JourneyVertical, type ProposalOf, type VerticalProposal } from '@kavach/domain';
import type { journeys } from '../../db/schema.ts';
import type { StoredRequestOf } from '../../verticals/index.ts';

/** A journey row as the database holds it: its proposal not yet read. */
export type JourneyRecord = typeof journeys.$inferSelect;

/**
 * A journey, its proposal read by its vertical's schema: `Journey<'MOTOR'>` has motor's proposal, typed, and a
 * `Journey` of any vertical tells which by `vertical`.
 */
export type Journey<V extends JourneyVertical = JourneyVertical> = Omit<
  JourneyRecord,
  'vertical' | 'proposal' | 'quoteRequest'
> &
  Extract<VerticalParts, { vertical: V }>;

/** A vertical's parts of a journey: its proposal and the request it was priced from, each that vertical's own. */
type VerticalParts = {
  [V in JourneyVertical]: Extract<VerticalProposal, { vertical: V }> & { quoteRequest: StoredRequestOf<V> };
}[JourneyVertical];

/** Who may act on a journey, and under which vertical's routes (load-owned-journey.ts). */
export type JourneyOwner = Pick<Journey, 'vertical' | 'sessionId' | 'userId'>;

/** A part of a vertical's proposal, as a step saves it. */
export type ProposalPart<V extends JourneyVertical> = Partial<ProposalOf<V>>;

/**
 * The journey of a row: its proposal parsed by its vertical's schema. A row no schema reads is a fault of the data,
 * not the caller's: it throws, naming the journey and what did not read.
 */
export function journeyOf(record: JourneyRecord): Journey {
  const { vertical, proposal, ...rest } = record;
  try {
    // The proposal is read by its vertical's schema; the request was written from a journey of the same vertical
    // (every writer holds a Journey<V>, whose request is V's own), so the two are joined here, the one place the
    // row's columns become a typed journey.
    return { ...rest, ...readProposal(vertical, proposal) } as Journey;
  } catch (err) {
    throw new Error(`Journey ${record.id}: its ${vertical} proposal does not read`, { cause: err });
  }
}

/** Whether the journey is of `vertical`, its proposal then typed as that vertical's. */
export function isJourneyOf<V extends JourneyVertical, J extends Journey>(
  journey: J,
  vertical: V,
): journey is J & Journey<V> {
  return journey.vertical === vertical;
}

/** The journey as one vertical's; a journey of another vertical reaching its code is a programming error. */
export function journeyOfVertical<V extends JourneyVertical, J extends Journey>(
  journey: J,
  vertical: V,
): J & Journey<V> {
  if (!isJourneyOf(journey, vertical)) throw new Error(`Journey ${journey.id} is ${journey.vertical}, not ${vertical}`);
  return journey;
}

/** The journey as it would be with `part` of its proposal saved. */
export function withPart<V extends JourneyVertical>(journey: Journey<V>, part: ProposalPart<V>): Journey<V> {
  return { ...journey, proposal: { ...journey.proposal, ...part } };
}
