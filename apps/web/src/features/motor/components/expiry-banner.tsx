import { useTranslation } from 'react-i18next';
import { NS } from '../i18n.ts';

/**
 * docs/product/review-payment-term-bike.md §2.12's banner, shown only when the server says the policy ends within its
 * warning window (issue 18).
 */
export function ExpiryBanner({ daysLeft }: { daysLeft: number }) {
  const { t } = useTranslation(NS);
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
    >
      <svg viewBox="0 0 20 20" className="h-5 w-5 shrink-0" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M10 6v4.5l3 1.8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {daysLeft === 0 ? t('expiry.today') : t('expiry.soon', { count: daysLeft })}
    </p>
  );
}
