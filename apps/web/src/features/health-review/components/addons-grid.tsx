import { formatInr } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';
import { reviewAddons, type Premium } from '../lib/premium-breakdown.ts';

/**
 * docs/product/review-payment-term-bike.md §2.5: at most 6 add-ons of the first plan breakup, each with its per-year
 * price and whether it is Added. Read-only here: the choice (with its options) is made on the plan's add-on panel
 * before buying.
 */
export function AddonsGrid({ premium }: { premium: Premium }) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const addons = reviewAddons(premium);
  if (addons.length === 0) return null;
  return (
    <section aria-labelledby="addons-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="addons-heading" className="text-lg font-bold text-slate-900">
        {t('addons.title')}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {addons.map((a) => {
          const added = a.is_opted === 'YES';
          return (
            <li
              key={a.addon_type}
              className={`flex items-center justify-between gap-3 rounded-xl border p-3 ${added ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`}
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{td(a.display_name)}</p>
                <p className="text-sm text-slate-600">{t('addons.perYear', { amount: formatInr(a.total_premium) })}</p>
              </div>
              {/* A state, not a control: the add-on choice is made with its options on the plan's add-on panel. */}
              {added ? (
                <span className="shrink-0 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
                  <span aria-hidden="true">✓ </span>
                  {t('addons.added')}
                </span>
              ) : (
                <span className="shrink-0 px-1 text-xs font-semibold text-slate-600">{t('addons.notAdded')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
