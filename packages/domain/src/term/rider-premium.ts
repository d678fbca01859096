import { formatInr } from '../format/money';

/**
 * IRDAI's rider rules (Non-Linked Insurance Products Regulations, 2019): the premiums of all health-related and
 * critical-illness riders together may be at most the base cover's premium, and of all other riders together at
 * most 30% of it. Add-ons that change the base cover itself (return of premium, increasing cover, spouse and child
 * benefits) are variants of the product, not riders, and count towards neither.
 */
export const RIDER_CLASSES = {
  CRITICAL_ILLNESS: 'HEALTH',
  WAIVER_OF_PREMIUM: 'HEALTH',
  TERMINAL_ILLNESS: 'HEALTH',
  ACCIDENTAL_DEATH_BENEFIT: 'OTHER',
} as const satisfies Record<string, 'HEALTH' | 'OTHER'>;
type RiderClass = (typeof RIDER_CLASSES)[keyof typeof RIDER_CLASSES];

/** Each class's ceiling, as a share of the base cover's premium. */
export const RIDER_PREMIUM_CAPS: Record<RiderClass, number> = { HEALTH: 1, OTHER: 0.3 };

const CAP_WORDS: Record<RiderClass, string> = {
  HEALTH: 'Health riders together can cost at most the life cover’s own premium',
  OTHER: `Riders other than health riders can cost at most ${Math.round(RIDER_PREMIUM_CAPS.OTHER * 100)}% of the life cover’s premium`,
};

type PricedLine = { readonly addon_type: string; readonly total_premium: number; readonly is_opted: 'YES' | 'NO' };

/**
 * Whether the opted riders break a ceiling on a base premium (the life cover's, loadings included): the priciest
 * rider of the class that does, and why, or null. A rider priced per unit of cover costs the same at any age while
 * the base premium falls with youth and a smaller cover, so a young buyer's small cover affords less rider.
 */
export function riderPremiumAboveCap(
  lines: readonly PricedLine[],
  basePremium: number,
): { addon_type: string; message: string } | null {
  for (const riderClass of ['HEALTH', 'OTHER'] as const) {
    const riders = lines.filter(
      (l) => l.is_opted === 'YES' && RIDER_CLASSES[l.addon_type as keyof typeof RIDER_CLASSES] === riderClass,
    );
    const total = riders.reduce((sum, l) => sum + l.total_premium, 0);
    const cap = Math.floor(basePremium * RIDER_PREMIUM_CAPS[riderClass]);
    const priciest = riders.reduce<PricedLine | undefined>(
      (a, l) => (a && a.total_premium >= l.total_premium ? a : l),
      undefined,
    );
    if (priciest && total > cap)
      return {
        addon_type: priciest.addon_type,
        message: `${CAP_WORDS[riderClass]}, ${formatInr(cap)} a year; these cost ${formatInr(total)}. Choose a lower rider cover or a higher life cover.`,
      };
  }
  return null;
}

/** Ours: the riders a plan page leaves out because even their smallest cover would break a ceiling on this premium. */
export function riderCapNote(names: readonly string[]): string {
  return `Not offered on this cover: ${names.join(', ')}. IRDAI caps what riders may cost beside the life cover's premium; a higher life cover allows more.`;
}
