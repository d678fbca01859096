import { isPincode } from '@kavach/domain/validation/fields';
import { NO_EXISTING_DISEASE } from '@kavach/domain/constants/health-cover';
import { withMemberCodes } from '@kavach/domain/health/member-codes';
import type { PreQuoteDetails } from '@kavach/domain/health/pre-quote-details';

/** What may still be missing on the health form, as keys of the feature's catalogue. */
export type HealthInfoGap =
  'gaps.pincode' | 'gaps.disease' | 'gaps.whichDisease' | 'gaps.whoHasDisease' | 'gaps.policy' | 'gaps.cover';

/**
 * docs/product/quotes.md §5 "Health form is valid only if": the pin code is verified; the disease question is answered
 * with at least one condition (or NO_EXISTING_DISEASE) and, with more than one member insured, each condition placed on
 * at least one of them (docs/decisions.md §3 "Loadings"); the policy question is answered; and with a
 * yes, an existing cover range is chosen. Answers what is still missing, in the form's order, as the keys of its words
 * (issue 48: the alert names them).
 */
export function healthInfoGaps(details: PreQuoteDetails): HealthInfoGap[] {
  const gaps: HealthInfoGap[] = [];
  if (!isPincode(details.pincode) || details.pincode_details === null) gaps.push('gaps.pincode');
  if (details.hasExistingDisease === 'no' ? !details.ped.includes(NO_EXISTING_DISEASE) : !details.hasExistingDisease)
    gaps.push('gaps.disease');
  else if (details.hasExistingDisease === 'yes' && !details.ped.some((p) => p !== NO_EXISTING_DISEASE))
    gaps.push('gaps.whichDisease');
  else if (details.hasExistingDisease === 'yes' && !everyPlaced(details)) gaps.push('gaps.whoHasDisease');
  if (details.hasExistingPolicy === '') gaps.push('gaps.policy');
  else if (details.hasExistingPolicy === 'yes' && details.existingCover === '') gaps.push('gaps.cover');
  return gaps;
}

export const isHealthInfoComplete = (details: PreQuoteDetails): boolean => healthInfoGaps(details).length === 0;

/** Each chosen condition names one of the insured members, when there is more than one to choose from. */
function everyPlaced(details: PreQuoteDetails): boolean {
  if (details.members.length < 2) return true;
  const codes: string[] = withMemberCodes(details.members).map((m) => m.code);
  return details.ped.every(
    (p) => p === NO_EXISTING_DISEASE || (details.pedMembers[p] ?? []).some((code) => codes.includes(code)),
  );
}
