import { PAYMENT_RETRY_WINDOW_HOURS } from '@kavach/domain';
import { useClientConfig } from '../../../shared/api/client-config.ts';

const COMMON_REASONS = [
  'Not enough balance in the account, or the card limit was reached',
  'Card number, expiry date or CVV entered incorrectly',
  'The bank’s one-time password was not completed in time',
  'The bank blocked online or international use of the card',
  'A network or bank server problem interrupted the payment',
];

/** docs/product/review-payment-term-bike.md §2.7: the common reasons, the retry window and the help block. */
export function FailureHelp({ journeyId }: { journeyId: string | null }) {
  // The operator's help desk (SUPPORT_PHONE, SUPPORT_EMAIL); a demo's is a marked sample.
  const support = useClientConfig().data?.support;
  return (
    <div className="mt-6 space-y-5 text-left">
      <section aria-labelledby="reasons-heading">
        <h2 id="reasons-heading" className="text-base font-bold text-slate-900">
          Common reasons for a failed payment
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {COMMON_REASONS.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        Your proposal is saved: you can retry the payment within {PAYMENT_RETRY_WINDOW_HOURS} hours.
      </p>
      <section aria-labelledby="help-heading" className="rounded-xl border border-slate-200 p-4">
        <h2 id="help-heading" className="text-base font-bold text-slate-900">
          Need help?
        </h2>
        {support && (
          <>
            <dl className="mt-2 space-y-1 text-sm text-slate-700">
              <div className="flex flex-wrap gap-x-2">
                <dt>Toll-free support:</dt>
                <dd className="font-semibold text-slate-900">{support.phone}</dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt>E-mail:</dt>
                <dd className="font-semibold break-all text-slate-900">{support.email}</dd>
              </div>
            </dl>
            {support.sample && (
              <p className="mt-1 text-xs font-semibold text-amber-800">
                Sample contacts of a demo installation — not a real helpline
              </p>
            )}
          </>
        )}
        {journeyId && (
          <p className="mt-2 text-xs break-all text-slate-600">
            Please quote your journey ID when you get in touch:{' '}
            <span className="font-semibold text-slate-800">{journeyId}</span>
          </p>
        )}
      </section>
    </div>
  );
}
