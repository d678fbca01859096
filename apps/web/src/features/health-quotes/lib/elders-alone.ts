import type { PreQuoteDetails, SelectedMember } from '@kavach/domain/health/pre-quote-details';
import { localStore, sessionStore } from '../../../shared/lib/storage.ts';

/**
 * Issue 48: the pre-quote for the family's parents alone, as the buyer would reach it by "For Your Parents": their
 * names and dates of birth ticked on "Select Members", the rest of the answers (pincode, conditions) kept to confirm.
 * Answers where the pre-quote is.
 */
export function startEldersAlone(details: PreQuoteDetails | null, elders: readonly SelectedMember[]): string {
  if (details) localStore.setJson('preQuoteDetails', { ...details, members: elders, step: 'FAMILY_PERSONAL_DETAILS' });
  localStore.setJson('selectedMember', elders);
  sessionStore.set('insuranceFor', 'family');
  sessionStore.set('selectedMemberType', 'parents');
  sessionStore.set('PreQuoteStep', 'FAMILY_PERSONAL_DETAILS');
  return '/health-insurance';
}
