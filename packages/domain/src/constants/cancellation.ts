import { VERTICAL_REGISTRY, type JourneyVertical } from '../verticals/registry';
import { toDisplayDate } from '../validation/dates';
import { freeLookLastDay, freeLookRefundPaise, FREE_LOOK_REFUND_REASON } from './free-look';
import { shortPeriodRefundPaise } from './short-period';

/** Why the buyer cancels, as the dashboard asks it: the insurer hears it with the cancellation. */
export const CANCELLATION_REASONS = {
  NOT_AS_EXPECTED: 'The policy is not what I expected',
  BETTER_COVER: 'I found better or cheaper cover',
  NO_LONGER_NEEDED: 'I no longer need this cover',
  VEHICLE_SOLD: 'I sold the vehicle',
  OTHER: 'Another reason',
} as const;
export type CancellationReason = keyof typeof CANCELLATION_REASONS;

/** The refund's reason after the free-look period (the free look's is FREE_LOOK_REFUND_REASON). */
export const SHORT_PERIOD_REFUND_REASON = 'Policy cancelled by you after the free-look period';

/** Whether the cancellation is a free-look return or one by the short-period scale. */
export const CANCELLATION_WINDOWS = ['FREE_LOOK', 'SHORT_PERIOD'] as const;
export type CancellationWindow = (typeof CANCELLATION_WINDOWS)[number];

/** A deduction from the premium, in the buyer's words. */
export type RefundLine = { label: string; paise: number };

export type CancellationRefund = {
  window: CancellationWindow;
  /** The last day of the free-look period; null for a product that has none (motor). */
  freeLookUntil: string | null;
  premiumPaise: number;
  refundPaise: number;
  /** What the premium loses, line by line; the refund is the premium less their sum. */
  deductions: RefundLine[];
  /** The same deductions by kind: the premium for the time on cover, the stamp duty, the medical examinations. */
  kept: { forCoverPaise: number; stampDutyPaise: number; medicalCostsPaise: number };
  daysOnCover: number;
  /** The rule applied, in the buyer's words. */
  basis: string;
  /** The refund's reason, as the buyer's list of refunds and the insurer read it. */
  refundReason: string;
};

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
const months = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

/**
 * What cancelling a policy on `cancelledOn` (the India date) gives back (docs/product/cancellation.md): within the
 * free-look period (health and life, 30 days from the day it was issued) the free-look refund (`freeLookRefundPaise`);
 * after it, or for motor, the product's short-period scale (`shortPeriodRefundPaise`). The day is the caller's, so a
 * test moves the clock by passing another.
 */
export function cancellationRefund(p: {
  vertical: JourneyVertical;
  issuedOn: string;
  premiumPaise: number;
  startDate: string;
  paidMonths: number;
  cancelledOn: string;
  stampDutyPaise: number;
  medicalCostsPaise: number;
  /** A renewal: IRDAI's free look is a new policy's, so a renewal is cancelled by the short-period scale. */
  renewal?: boolean;
  /**
   * A claim was made under the policy (not one the insurer rejected): health refunds the unexpired premium only where
   * none was (IRDAI's master circular, docs/product/cancellation.md), so after the free look nothing comes back.
   */
  claimMade?: boolean;
}): CancellationRefund {
  const freeLookUntil = VERTICAL_REGISTRY[p.vertical].freeLook && !p.renewal ? freeLookLastDay(p.issuedOn) : null;
  if (freeLookUntil && p.cancelledOn <= freeLookUntil) {
    const r = freeLookRefundPaise(p);
    return {
      window: 'FREE_LOOK',
      freeLookUntil,
      premiumPaise: p.premiumPaise,
      refundPaise: r.refundPaise,
      deductions: [
        { label: `Premium for ${days(r.daysOnCover)} on cover`, paise: r.riskPremiumPaise },
        { label: 'Stamp duty', paise: r.stampDutyPaise },
        { label: 'Medical examination paid by the insurer', paise: r.medicalCostsPaise },
      ],
      kept: {
        forCoverPaise: r.riskPremiumPaise,
        stampDutyPaise: r.stampDutyPaise,
        medicalCostsPaise: r.medicalCostsPaise,
      },
      daysOnCover: r.daysOnCover,
      basis: `You are within the free-look period (until ${toDisplayDate(freeLookUntil)}): the premium comes back, less the premium for the days you were on cover, the stamp duty and any medical examination the insurer paid for.`,
      refundReason: FREE_LOOK_REFUND_REASON,
    };
  }
  const after = freeLookUntil ? `The free-look period ended on ${toDisplayDate(freeLookUntil)}. ` : '';
  if (p.vertical === 'HEALTH' && p.claimMade) {
    const { daysOnCover } = shortPeriodRefundPaise(p);
    return {
      window: 'SHORT_PERIOD',
      freeLookUntil,
      premiumPaise: p.premiumPaise,
      refundPaise: 0,
      deductions: [{ label: 'Kept: a claim was made under this policy', paise: p.premiumPaise }],
      kept: { forCoverPaise: p.premiumPaise, stampDutyPaise: 0, medicalCostsPaise: 0 },
      daysOnCover,
      basis: `${after}A claim was made under this policy, so no premium comes back: the premium for the rest of the period is refunded only where no claim was made.`,
      refundReason: SHORT_PERIOD_REFUND_REASON,
    };
  }
  const r = shortPeriodRefundPaise(p);
  const rule =
    p.vertical === 'MOTOR'
      ? 'The insurer keeps part of the premium by its short-period scale for the months the policy ran: 20 % up to 1 month, 10 % more for each further month, all of it after 8 months.'
      : p.vertical === 'HEALTH'
        ? 'The premium for the rest of the policy period comes back, in proportion, as no claim was made.'
        : 'A term policy has no surrender value: the cover stops and only the unexpired part of the premium instalment comes back, in proportion.';
  return {
    window: 'SHORT_PERIOD',
    freeLookUntil,
    premiumPaise: p.premiumPaise,
    refundPaise: r.refundPaise,
    deductions: [
      {
        label:
          r.monthsOnCover === null
            ? `Premium for ${days(r.daysOnCover)} on cover`
            : `Kept for ${months(r.monthsOnCover)} on cover${r.retainedPercent === null ? '' : ` (${r.retainedPercent} % of the premium)`}`,
        paise: r.retainedPaise,
      },
    ],
    kept: { forCoverPaise: r.retainedPaise, stampDutyPaise: 0, medicalCostsPaise: 0 },
    daysOnCover: r.daysOnCover,
    basis: `${after}${rule}`,
    refundReason: SHORT_PERIOD_REFUND_REASON,
  };
}
