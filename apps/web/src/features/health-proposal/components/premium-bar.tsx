import { formatInr, type TAggregatedPremiumResponse } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n.ts';
import { totalPremiumLabel } from '../lib/total-premium-label.ts';

/**
 * Issue 17: below the desktop layout the summary card sits under the form, so the total premium stays in view in
 * a bar stuck to the bottom of the screen while the proposal is on it; it comes to rest above the footer rather than
 * covering it. The amount is the server's (aggregated-premium-details).
 */
export function PremiumBar({
  planName,
  premium,
}: {
  planName: string | undefined;
  premium: TAggregatedPremiumResponse;
}) {
  const { t } = useTranslation(NS);
  const s = premium.premium_summary;
  return (
    <div
      role="region"
      aria-label={t('summary.premium')}
      className="sticky bottom-0 z-20 order-3 -mx-4 -mb-6 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <p className="min-w-0 truncate text-sm text-slate-600">{planName ?? t('summary.yourPlan')}</p>
        <p className="shrink-0 text-right">
          <span className="block text-xs text-slate-500">{totalPremiumLabel(t, s.period_years)}</span>
          <span className="text-lg font-bold text-slate-900">{formatInr(s.total_premium)}</span>
        </p>
      </div>
    </div>
  );
}
