import { z } from 'zod';
import { TERM_NOMINEE_RELATIONS } from '../constants/term-proposal';
import { MESSAGES } from '../validation/messages';
import { POSTAL_CONTACT, ZEmail, ZFullName, ZMobile, printable, zRequiredText, zSelect } from '../validation/fields';
import { MAJORITY_AGE } from '../validation/age';
import type { JourneyVertical } from '../verticals/registry';

// Issue 47: changes to an issued policy (endorsements), asked for from the dashboard and made by the insurer, which
// sends a revised schedule (docs/product/endorsements.md).

/**
 * What a buyer may change on an issued policy. MOTOR_IDV is the one that alters the premium: the motor rating already
 * prices any IDV within the insurer's range (packages/rating rateMotor's `idv`), so the insurer's quote for the change
 * is the same rating run twice — a health member added would need new underwriting (a proposal, medical questions).
 */
export const ENDORSEMENT_KINDS = ['ADDRESS', 'CONTACT', 'NOMINEE', 'HYPOTHECATION', 'MOTOR_IDV'] as const;
export type EndorsementKind = (typeof ENDORSEMENT_KINDS)[number];

export const ENDORSEMENT_KIND_LABELS: Record<EndorsementKind, string> = {
  ADDRESS: 'Address',
  CONTACT: 'Mobile number and e-mail',
  NOMINEE: 'Nominee',
  HYPOTHECATION: 'Hypothecation (loan on the vehicle)',
  MOTOR_IDV: 'Insured declared value (IDV)',
};

/**
 * Where a change stands: AWAITING_PAYMENT (priced by the insurer; the buyer pays the difference first, or WITHDRAWN it
 * unpaid), SENDING (Kavach is telling the insurer, by a job until it hears), then the insurer's answer: APPROVED with
 * its revised schedule, or DECLINED with its reason (a paid difference refunded in full). Only forward.
 */
export const ENDORSEMENT_STATUSES = ['AWAITING_PAYMENT', 'SENDING', 'APPROVED', 'DECLINED', 'WITHDRAWN'] as const;
export type EndorsementStatus = (typeof ENDORSEMENT_STATUSES)[number];
export const OPEN_ENDORSEMENT_STATUSES = [
  'AWAITING_PAYMENT',
  'SENDING',
] as const satisfies readonly EndorsementStatus[];

/** What Kavach asks an insurer of a change: its price only (QUOTE), or to make it (MAKE). docs/insurers.md */
export const ENDORSEMENT_REQUEST_MODES = ['QUOTE', 'MAKE'] as const;
/** Where the insurer says a change stands. */
export const INSURER_ENDORSEMENT_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;

/** The kinds whose change the insurer prices: paid (or refunded) for the rest of the policy period. */
export const PREMIUM_ENDORSEMENTS: readonly EndorsementKind[] = ['MOTOR_IDV'];
export const altersPremium = (kind: EndorsementKind) => PREMIUM_ENDORSEMENTS.includes(kind);

/** What the policy offers to change: its facts decide the rest (a nominee only where the cover has one). */
export type EndorsablePolicy = {
  vertical: JourneyVertical;
  /** A nominee is on the schedule: health and term always; motor when the owner-driver's accident cover is in it. */
  hasNominee: boolean;
  /** Motor cover that insures the vehicle's own damage (not third-party only), so it has an IDV to change. */
  hasOwnDamage: boolean;
};

/** The changes this policy may have, in the order the dashboard lists them. */
export function endorsementKindsFor(p: EndorsablePolicy): EndorsementKind[] {
  return ENDORSEMENT_KINDS.filter((kind) => {
    switch (kind) {
      case 'ADDRESS':
      case 'CONTACT':
        return true;
      case 'NOMINEE':
        return p.hasNominee;
      case 'HYPOTHECATION':
        return p.vertical === 'MOTOR';
      case 'MOTOR_IDV':
        return p.vertical === 'MOTOR' && p.hasOwnDamage;
    }
  });
}

const { address_1, city, state, pincode } = POSTAL_CONTACT;

export const ZAddressChange = z.object({ kind: z.literal('ADDRESS'), address_1, city, state, pincode }).strict();

/** A new mobile, a new e-mail, or both: where the policy's notices go from the insurer's approval on. */
export const ZContactChange = z
  .object({ kind: z.literal('CONTACT'), mobile: ZMobile.nullish(), email: ZEmail.nullish() })
  .strict()
  .refine((c) => Boolean(c.mobile || c.email), {
    message: 'Please give a new mobile number or e-mail',
    path: ['mobile'],
  });

/** The one nominee who replaces those on the schedule, with an adult appointee for a nominee under 18. */
export const ZNomineeChange = z
  .object({
    kind: z.literal('NOMINEE'),
    full_name: ZFullName,
    relation: zSelect(TERM_NOMINEE_RELATIONS),
    age: z.number({ error: MESSAGES.REQUIRED }).int().min(0).max(110),
    appointee_name: ZFullName.nullish(),
  })
  .strict()
  .superRefine((n, ctx) => {
    if (n.age < MAJORITY_AGE && !n.appointee_name)
      ctx.addIssue({ code: 'custom', path: ['appointee_name'], message: MESSAGES.APPOINTEE_REQUIRED });
    if (n.age >= MAJORITY_AGE && n.appointee_name)
      ctx.addIssue({ code: 'custom', path: ['appointee_name'], message: MESSAGES.APPOINTEE_FOR_MINORS_ONLY });
  });

/** A loan taken on the vehicle (its lender named on the schedule), or one repaid (the lender's name taken off). */
export const ZHypothecationChange = z.discriminatedUnion('action', [
  z
    .object({
      kind: z.literal('HYPOTHECATION'),
      action: z.literal('ADD'),
      financier: printable(zRequiredText().max(100)),
    })
    .strict(),
  z.object({ kind: z.literal('HYPOTHECATION'), action: z.literal('REMOVE') }).strict(),
]);

/** A new IDV in rupees, within the range the insurer allows for the vehicle (checked against the policy). */
export const ZIdvChange = z
  .object({ kind: z.literal('MOTOR_IDV'), idv: z.number({ error: MESSAGES.REQUIRED }).int().min(1).max(100_000_000) })
  .strict();

export const ZEndorsementChange = z.union([
  ZAddressChange,
  ZContactChange,
  ZNomineeChange,
  ZHypothecationChange,
  ZIdvChange,
]);
export type TEndorsementChange = z.infer<typeof ZEndorsementChange>;

const DAY_MS = 86_400_000;
const dayOf = (isoDate: string) => Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);

/**
 * A year's premium difference for the part of the policy period still to run from `effectiveOn` (the day the change
 * takes effect, counted in), in paise, rounded to the rupee: what the insurer charges or gives back for a change made
 * mid-term (docs/product/endorsements.md). 0 once the period has ended.
 */
export function proRataPaise(p: {
  yearlyPaise: number;
  startDate: string;
  endDate: string;
  effectiveOn: string;
}): number {
  const periodDays = (dayOf(p.endDate) - dayOf(p.startDate)) / DAY_MS + 1;
  const from = Math.max(dayOf(p.effectiveOn), dayOf(p.startDate));
  const remainingDays = Math.max(0, (dayOf(p.endDate) - from) / DAY_MS + 1);
  if (periodDays <= 0) return 0;
  return Math.round((p.yearlyPaise * remainingDays) / periodDays / 100) * 100;
}

/**
 * What a policy's approved changes, oldest first, make of what it was bought with: the IDV its latest IDV change
 * set (null when none did), and what the changes' prices added to the premium paid, in paise (a declined change's
 * price went back, so only approved ones count).
 */
export function changedByApproved(
  approved: readonly { change: TEndorsementChange; premiumDifferencePaise: number | null }[],
) {
  let idv: number | null = null;
  let paidPaise = 0;
  for (const { change, premiumDifferencePaise } of approved) {
    if (change.kind === 'MOTOR_IDV') idv = change.idv;
    paidPaise += premiumDifferencePaise ?? 0;
  }
  return { idv, paidPaise };
}
