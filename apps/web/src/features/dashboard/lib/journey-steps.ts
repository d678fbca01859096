import { stepLabelOf, type JourneyVertical } from '@kavach/domain';

/**
 * Where an unfinished journey stands, in the buyer's words: its vertical's proposal steps (the registry's), after the
 * sign-in every journey starts at.
 */
export const journeyStepLabel = (vertical: JourneyVertical, step: string) =>
  (step === 'OTP_VERIFY' ? 'Sign-in' : stepLabelOf(vertical, step)) ?? 'Plan chosen';
