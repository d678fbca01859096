import { isPincode } from '@kavach/domain/validation/fields';
import { NO_EXISTING_DISEASE } from '@kavach/domain/constants/health-cover';
import type { PreQuoteDetails } from '@kavach/domain/health/pre-quote-details';

/**
 * docs/product/quotes.md §5 "Health form is valid only if": the pin code is verified; the disease question is answered
 * with at least one condition (or NO_EXISTING_DISEASE); the policy question is answered; and with a
 * yes, an existing cover range is chosen.
 */
export function isHealthInfoComplete(details: PreQuoteDetails): boolean {
  const pincodeVerified = isPincode(details.pincode) && details.pincode_details !== null;
  const diseaseAnswered =
    details.hasExistingDisease === 'no'
      ? details.ped.includes(NO_EXISTING_DISEASE)
      : details.hasExistingDisease === 'yes' && details.ped.some((p) => p !== NO_EXISTING_DISEASE);
  const policyAnswered =
    details.hasExistingPolicy === 'no' || (details.hasExistingPolicy === 'yes' && details.existingCover !== '');
  return pincodeVerified && diseaseAnswered && policyAnswered;
}
