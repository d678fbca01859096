import { renewalStandingWords, type JourneyVertical, type TRenewalStanding } from '@kavach/domain';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';

/**
 * A policy's days to its end, or since (docs/product/renewals.md), as the server counted them: plain while in force,
 * a warning once it has lapsed.
 */
export function RenewalStanding({ vertical, standing }: { vertical: JourneyVertical; standing: TRenewalStanding }) {
  const td = useDomainText();
  const lapsed = standing.state === 'LAPSED' || standing.state === 'LAPSED_RENEWABLE';
  return (
    <p
      className={
        lapsed
          ? 'mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900'
          : 'mt-3 text-sm font-semibold text-slate-700'
      }
    >
      {td(renewalStandingWords(vertical, standing))}
    </p>
  );
}
