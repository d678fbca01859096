import { PAYMENT_RETRY_WINDOW_HOURS } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../../shared/api/client-config.ts';
import { NS } from '../i18n.ts';

const COMMON_REASONS = [
  'help.reasons.balance',
  'help.reasons.cardDetails',
  'help.reasons.otp',
  'help.reasons.blocked',
  'help.reasons.network',
] as const;

/** docs/product/review-payment-term-bike.md §2.7: the common reasons, the retry window and the help block. */
export function FailureHelp({ journeyId }: { journeyId: string | null }) {
  // The operator's help desk (SUPPORT_PHONE, SUPPORT_EMAIL); a demo's is a marked sample.
  const support = useClientConfig().data?.support;
  const { t } = useTranslation(NS);
  return (
    <div className="mt-6 space-y-5 text-left">
      <section aria-labelledby="reasons-heading">
        <h2 id="reasons-heading" className="text-base font-bold text-slate-900">
          {t('help.reasonsTitle')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {COMMON_REASONS.map((r) => (
            <li key={r}>{t(r)}</li>
          ))}
        </ul>
      </section>
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        {t('help.retryWindow', { hours: PAYMENT_RETRY_WINDOW_HOURS })}
      </p>
      <section aria-labelledby="help-heading" className="rounded-xl border border-slate-200 p-4">
        <h2 id="help-heading" className="text-base font-bold text-slate-900">
          {t('help.title')}
        </h2>
        {support && (
          <>
            <dl className="mt-2 space-y-1 text-sm text-slate-700">
              <div className="flex flex-wrap gap-x-2">
                <dt>{t('help.phone')}</dt>
                <dd className="font-semibold text-slate-900">{support.phone}</dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt>{t('help.email')}</dt>
                <dd className="font-semibold break-all text-slate-900">{support.email}</dd>
              </div>
            </dl>
            {support.sample && <p className="mt-1 text-xs font-semibold text-amber-800">{t('help.sample')}</p>}
          </>
        )}
        {journeyId && (
          <p className="mt-2 text-xs break-all text-slate-600">
            {t('help.quoteJourney')} <span className="font-semibold text-slate-800">{journeyId}</span>
          </p>
        )}
      </section>
    </div>
  );
}
