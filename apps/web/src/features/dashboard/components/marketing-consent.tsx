import { TICK_CLASS } from '../../../shared/ui/field-styles.ts';
import { indiaDate, toDisplayDate } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { marketingConsentQuery, useSetMarketingConsent } from '../api/marketing-consent.ts';

/**
 * Issue 19 (DPDP Act 2023): offers and reminders only on the user's own yes — unticked until they tick it, and
 * withdrawn as easily. Saved on each change; the date says when they last decided.
 */
export function MarketingConsent() {
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
          Send me offers and renewal reminders by SMS and e-mail.
          <span className="block text-slate-600">
            {consent.data.updated_at
              ? `You ${consent.data.consent ? 'agreed' : 'said no'} on ${toDisplayDate(indiaDate(consent.data.updated_at))}. You can change this at any time.`
              : 'Off until you tick it. You can change this at any time.'}
          </span>
        </span>
      </label>
      {save.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          Your choice could not be saved. Please try again.
        </p>
      )}
    </div>
  );
}
