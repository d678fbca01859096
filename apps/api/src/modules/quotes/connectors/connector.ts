import type { HealthPremium, Ineligible } from '@kavach/rating';
import type { RatingContext } from '../rating-context.ts';

/**
 * One insurer plan's quoting endpoint (docs/decisions.md §3). The bundled rate-table connector prices from the
 * catalogue; an HTTP connector to an insurer's API implements the same interface. A connector may be slow
 * or fail: the fan-out gives each its own time limit and drops the ones that miss it.
 */
export interface HealthQuoteConnector {
  readonly planId: string;
  readonly insurerId: string;
  quote(context: RatingContext, signal: AbortSignal): Promise<HealthPremium | Ineligible>;
}
