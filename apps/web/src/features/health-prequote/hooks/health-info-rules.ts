import { isPincode } from '@kavach/domain/validation/fields';
import { NO_EXISTING_DISEASE } from '@kavach/domain/constants/health-cover';
import { withMemberCodes } from '@kavach/domain/health/member-codes';
import type { PreQuoteDetails } from '@kavach/domain/health/pre-quote-details';

/**
 * docs/product/quotes.md §5 "Health form is valid only if": the pin code is verified; the disease question is answered
 * with at least one condition (or NO_EXISTING_DISEASE) and, with more than one member insured, each condition placed on
 * at least one of them (docs/decisions.md §3 "Loadings"); the policy question is answered; and with a
 * yes, an existing cover range is chosen.
 */
export function isHealthInfoComplete(details: PreQuoteDetails): boolean {
  const pincodeVerified = isPincode(details.pincode) && details.pincode_details !== null;
  const diseaseAnswered =
    details.hasExistingDisease === 'no'
      ? details.ped.includes(NO_EXISTING_DISEASE)
      : details.hasExistingDisease === 'yes' &&
        details.ped.some((p) => p !== NO_EXISTING_DISEASE) &&
        everyPlaced(details);
  const policyAnswered =
    details.hasExistingPolicy === 'no' || (details.hasExistingPolicy === 'yes' && details.existingCover !== '');
  return pincodeVerified && diseaseAnswered && policyAnswered;
}

/** Each chosen condition names one of the insured members, when there is more than one to choose from. */
function everyPlaced(details: PreQuoteDetails): boolean {
  if (details.members.length < 2) return true;
  const codes: string[] = withMemberCodes(details.members).map((m) => m.code);
  return details.ped.every(
    (p) => p === NO_EXISTING_DISEASE || (details.pedMembers[p] ?? []).some((code) => codes.includes(code)),
  );
}
