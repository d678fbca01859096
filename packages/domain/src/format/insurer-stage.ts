import type { InsurerCaseStatus, InsurerRequirement } from '../code-lists/insurer-case';
import { formatInr } from './money';

/** A case with its insurer as the buyer's dashboard and payment page read it (docs/product/insurer-cases.md). */
export type InsurerStageFacts = {
  insurerName: string;
  status: InsurerCaseStatus;
  requirements: readonly { kind: InsurerRequirement; status: 'OPEN' | 'SCHEDULED' | 'DONE'; slot: string | null }[];
  counterOffer: { extraPremiumRupees: number; reason: string } | null;
  /** Why the insurer declined, in its words. */
  reason: string | null;
  /** The premium refunded, once a decline or withdrawal sent it back. */
  refundedRupees: number | null;
  /** A counter-offer's difference the buyer has paid, while the insurer has not yet issued on it. */
  topUpPaidRupees?: number | null;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A slot as people say it, in India's time: "3 Dec, 9:00" from 2026-12-03T09:00:00+05:30. */
export function slotWords(slot: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(slot);
  if (!match) return slot;
  const [, month, day, hour, minute] = match;
  return `${Number(day)} ${MONTHS[Number(month) - 1]}, ${Number(hour)}:${minute}`;
}

/**
 * Where a purchase stands with its insurer, in plain words: "With HDFC Life: medical test on 3 Dec, 9:00",
 * "Counter-offer: ₹2,400 more a year for diabetes", "Declined — ₹18,786 refunded".
 */
export function insurerStageWords(c: InsurerStageFacts): string {
  const withInsurer = `With ${c.insurerName}`;
  switch (c.status) {
    case 'SUBMITTING':
    case 'SUBMITTED':
      return `${withInsurer}: your proposal is with the insurer, who decides and issues the policy`;
    case 'REFERRED': {
      const test = c.requirements.find((r) => r.kind === 'MEDICAL_TEST');
      if (test?.status === 'SCHEDULED' && test.slot) return `${withInsurer}: medical test on ${slotWords(test.slot)}`;
      if (test?.status === 'OPEN') return `${withInsurer}: pick a slot for your medical test`;
      if (c.requirements.some((r) => r.kind === 'INSPECTION' && r.status !== 'DONE'))
        return `${withInsurer}: vehicle inspection needed`;
      return `${withInsurer}: the insurer's underwriter is reviewing your proposal`;
    }
    case 'COUNTER_OFFER':
      if (c.topUpPaidRupees != null)
        return `${withInsurer}: counter-offer accepted and ${formatInr(c.topUpPaidRupees)} paid; the insurer issues the policy`;
      return c.counterOffer
        ? `Counter-offer: ${formatInr(c.counterOffer.extraPremiumRupees)} more a year ${reasonFor(c.counterOffer.reason)}`
        : `Counter-offer from ${c.insurerName}`;
    case 'ISSUED':
      return `Issued by ${c.insurerName}`;
    case 'DECLINED':
      return `Declined${c.refundedRupees === null ? '' : ` — ${formatInr(c.refundedRupees)} refunded`}`;
    case 'WITHDRAWN':
      return `Withdrawn${c.refundedRupees === null ? '' : ` — ${formatInr(c.refundedRupees)} refunded`}`;
    case 'CANCELLED':
      return `Cancelled${c.refundedRupees === null ? '' : ` — ${formatInr(c.refundedRupees)} refunded`}`;
  }
}

/** "A 20% loading for Diabetes" reads as "for Diabetes (a 20% loading)". */
function reasonFor(reason: string): string {
  const match = /^(.*?)\s+for\s+(.+)$/i.exec(reason);
  return match ? `for ${match[2]} (${match[1]?.toLowerCase()})` : `(${reason})`;
}
