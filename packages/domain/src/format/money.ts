// Rupee amounts as Indians read them (docs/decisions.md §5): digits grouped 3 then 2s (12,34,567), and cover
// amounts in lakh (1,00,000) and crore (1,00,00,000). Grouping is done by hand rather than with
// Intl so the output never depends on the ICU data a runtime ships with.

export const LAKH = 100_000;
export const CRORE = 10_000_000;

/** Indian digit grouping: 1234567 -> '12,34,567'. Decimals are kept; '' for NaN or Infinity. */
export function formatIndianNumber(n: number): string {
  if (!Number.isFinite(n)) return '';
  const [whole = '0', fraction] = Math.abs(n).toString().split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return `${n < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** '₹12,34,567', rounded to whole rupees; negatives as '-₹500'. */
export function formatInr(n: number): string {
  if (!Number.isFinite(n)) return '';
  // Round the magnitude so -0.5 and 0.5 round alike, and never print '-₹0'.
  const rupees = Math.round(Math.abs(n));
  return `${n < 0 && rupees !== 0 ? '-' : ''}₹${formatIndianNumber(rupees)}`;
}

/**
 * Issue 48: a month's share of the yearly premium, said to be that: no plan Kavach sells is paid monthly, so a bare
 * "/month" would read as an instalment the buyer cannot choose. '₹1,042/month (yearly premium ÷ 12)'.
 */
export function formatMonthlyShare(monthly: number): string {
  return `${formatInr(monthly)}/month (yearly premium ÷ 12)`;
}

/** '3 Lakh', '7.5 Lakh', '1 Crore', '1.5 Crore'; amounts below a lakh are grouped plainly ('75,000'). */
export function lakhCroreLabel(n: number): string {
  if (!Number.isFinite(n)) return '';
  if (n < 0) return `-${lakhCroreLabel(-n)}`;
  const lakhs = round2(n / LAKH);
  // Checked on the rounded value so 99,99,999 reads '1 Crore', not '100 Lakh'.
  if (lakhs >= 100) return `${round2(n / CRORE)} Crore`;
  if (n >= LAKH) return `${lakhs} Lakh`;
  return formatIndianNumber(n);
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
