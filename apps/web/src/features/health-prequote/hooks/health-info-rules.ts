import { isPincode } from '@kavach/domain/validation/fields';
import { NO_EXISTING_DISEASE } from '@kavach/domain/constants/health-cover';
import { withMemberCodes } from '@kavach/domain/health/member-codes';
import type { PreQuoteDetails } from '@kavach/domain/health/pre-quote-details';

/**
 * docs/product/quotes.md §5 "Health form is valid only if": the pin code is verified; the disease question is answered
 * with at least one condition (or NO_EXISTING_DISEASE) and, with more than one member insured, each condition placed on
 * at least one of them (docs/decisions.md §3 "Loadings"); the policy question is answered; and with a
 * yes, an existing cover range is chosen. Answers what is still missing, in the form's order and in words (issue 48:
 * the alert names them).
 */
export function healthInfoGaps(details: PreQuoteDetails): string[] {
  const gaps: string[] = [];
  if (!isPincode(details.pincode) || details.pincode_details === null) gaps.push('your pin code');
  if (details.hasExistingDisease === 'no' ? !details.ped.includes(NO_EXISTING_DISEASE) : !details.hasExistingDisease)
    gaps.push('whether you have an existing disease');
  else if (details.hasExistingDisease === 'yes' && !details.ped.some((p) => p !== NO_EXISTING_DISEASE))
    gaps.push('which disease');
  else if (details.hasExistingDisease === 'yes' && !everyPlaced(details)) gaps.push('who has each disease');
  if (details.hasExistingPolicy === '') gaps.push('whether you have an existing health policy');
  else if (details.hasExistingPolicy === 'yes' && details.existingCover === '') gaps.push('your existing cover');
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
