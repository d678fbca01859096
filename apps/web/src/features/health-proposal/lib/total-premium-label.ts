/** The total's label in the summary card and the bar: a multi-year policy says for how many years it is paid. */
export const totalPremiumLabel = (periodYears: number) =>
  `Total premium${periodYears > 1 ? ` for ${periodYears} years` : ''}`;
