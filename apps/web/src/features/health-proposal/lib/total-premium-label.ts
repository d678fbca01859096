import type { ProposalWords } from '../i18n.ts';

/** The total's label in the summary card and the bar: a multi-year policy says for how many years it is paid. */
export const totalPremiumLabel = (t: ProposalWords['t'], periodYears: number) =>
  periodYears > 1 ? t('summary.totalPremiumYears', { years: periodYears }) : t('summary.totalPremium');
