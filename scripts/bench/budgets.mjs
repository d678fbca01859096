// The performance budgets, one target per measure (docs/performance.md says why each is what it is). `npm run bench`
// judges its figures by these and exits non-zero on a miss; the CI smoke (smoke.ts) judges the ratio alone, with a
// floor far enough under the budget that a busy machine never trips it, and close enough that halving the single
// quote's speed does.
export const BUDGETS = {
  homeInitialJsGzipKb: { max: 150, label: 'home page initial JS (gzip)', unit: 'KB' },
  asyncQuoteP95Ms: { max: 20, label: 'async health quote, family of four → COMPLETED, p95', unit: 'ms' },
  singleQuoteShareOfBare: { min: 20, label: 'single quote ÷ bare route, same run', unit: '%' },
  singleQuoteP99Ms: { max: 10, label: 'single quote p99', unit: 'ms' },
  pollReqPerSec: { min: 5000, label: 'completed-list poll', unit: 'req/s' },
  lighthousePerformance: { min: 95, label: 'Lighthouse mobile performance', unit: '' },
  lighthouseAccessibility: { min: 100, label: 'Lighthouse accessibility', unit: '' },
  lighthouseBestPractices: { min: 100, label: 'Lighthouse best practices', unit: '' },
};

/**
 * The CI smoke's floor for the single quote ÷ bare route: the quote as it is today (12–16 % on an idle clean clone)
 * made half as fast fails, and today's quote passes with room (docs/performance.md, "The CI smoke").
 */
export const SMOKE_MIN_SHARE_OF_BARE = 8;

/**
 * The CI smoke's ceiling for the home page's initial JS (gzip, KB): today's 146.0 KB (i18next joined the first script
 * with Hindi, docs/performance.md) plus room for ordinary growth, under the 150 KB budget. A budget met with room to spare hides a regression (zod reached the first script with
 * the footer's broker lines, +27 KB, and the page still met 150), so CI holds the figure near where it is; raise it
 * deliberately, saying why in docs/performance.md.
 */
export const SMOKE_MAX_HOME_JS_KB = 149;

/** A figure against its budget: null when met, else the line that says how it was missed. */
export function missed(key, value, where = '') {
  const b = BUDGETS[key];
  const ok = 'max' in b ? value <= b.max : value >= b.min;
  if (ok) return null;
  const unit = b.unit === '' || b.unit === '%' ? b.unit : ` ${b.unit}`;
  const target = 'max' in b ? `≤ ${b.max}` : `≥ ${b.min}`;
  return `${b.label}${where ? ` (${where})` : ''}: ${value}${unit}, budget ${target}${unit}`;
}
