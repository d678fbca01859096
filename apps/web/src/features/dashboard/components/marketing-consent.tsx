import { TICK_CLASS } from '../../../shared/ui/field-styles.ts';
import { indiaDate, toDisplayDate } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { marketingConsentQuery, useSetMarketingConsent } from '../api/marketing-consent.ts';
import { NS } from '../i18n.ts';

/**
 * Issue 19 (DPDP Act 2023): offers and reminders only on the user's own yes — unticked until they tick it, and
 * withdrawn as easily. Saved on each change; the date says when they last decided.
 */
export function MarketingConsent() {
  const { t } = useTranslation(NS);
  const consent = useQuery(marketingConsentQuery);
  const save = useSetMarketingConsent();
  if (!consent.data) return null;
  const checked = save.isPending ? (save.variables ?? consent.data.consent) : consent.data.consent;
  return (
    <div className="mt-5 border-t border-slate-100 pt-4">
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          name="marketing_consent"
          className={`mt-0.5 ${TICK_CLASS}`}
          checked={checked}
          disabled={save.isPending}
          onChange={(e) => save.mutate(e.target.checked)}
        />
        <span>
          {t('consent.label')}
          <span className="block text-slate-600">
            {consent.data.updated_at
              ? t(consent.data.consent ? 'consent.agreedOn' : 'consent.refusedOn', {
                  date: toDisplayDate(indiaDate(consent.data.updated_at)),
                })
              : t('consent.off')}
          </span>
        </span>
      </label>
      {save.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {t('consent.failed')}
        </p>
      )}
    </div>
  );
}
