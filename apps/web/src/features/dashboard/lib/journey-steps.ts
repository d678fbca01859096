import { stepLabelOf, type JourneyVertical } from '@kavach/domain';
import type { DashboardT } from '../i18n.ts';

/**
 * Where an unfinished journey stands, in the buyer's words: its vertical's proposal steps (the registry's, shown in
 * the page's language by `domainText`), after the sign-in every journey starts at.
 */
export function journeyStepLabel(
  vertical: JourneyVertical,
  step: string,
  t: DashboardT,
  domainText: (text: string) => string,
): string {
  if (step === 'OTP_VERIFY') return t('journey.stepSignIn');
  const label = stepLabelOf(vertical, step);
  return label === undefined ? t('journey.stepPlanChosen') : domainText(label);
}
