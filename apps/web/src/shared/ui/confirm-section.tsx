import type { JourneyVertical } from '@kavach/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { englishNamespace } from '../i18n/english-namespace.ts';
import en from '../i18n/locales/en.json';
import { useDomainText } from '../i18n/use-domain-text.ts';
import { useStartPayment } from '../hooks/use-start-payment.ts';
import { Button } from './button.tsx';

const NS = englishNamespace('common', en);

type Props<S extends string> = {
  journeyId: string;
  vertical: JourneyVertical;
  /**
   * What the buyer does about each part the server can find missing (fields of the 409,
   * docs/product/review-payment-term-bike.md §7), by part.
   */
  completeLabels: Readonly<Record<S, string>>;
  onEdit: (section: S) => void;
  /** The button's words: health's spec says 'Yes, I confirm'. */
  confirmLabel?: string;
};

/**
 * docs/product/review-payment-term-bike.md §2.5 and §4.9: 'Yes, I confirm' that confirms the journey and starts its
 * payment, and what went wrong above the button, with a way to each part the server found missing. Every vertical's
 * review ends with it.
 */
export function ConfirmSection<S extends string>({
  journeyId,
  vertical,
  completeLabels,
  onEdit,
  confirmLabel,
}: Props<S>) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const { processing, error, start } = useStartPayment(journeyId, vertical);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  const missing = Object.entries(error?.missing ?? {}).filter((entry): entry is [S, string] =>
    Object.hasOwn(completeLabels, entry[0]),
  );
  return (
    <section
      aria-label={t('confirmSection.label')}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="text-sm text-slate-700">{t('confirmSection.declaration')}</p>
      {error && (
        <div
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {/* The title is the domain's message (MESSAGES); the detail and the parts missing are the server's, in the
              page's language already. */}
          <p className="font-semibold">{td(error.title)}</p>
          {error.detail && <p className="mt-1">{error.detail}</p>}
          {missing.length > 0 && (
            <ul className="mt-2 space-y-1">
              {missing.map(([part, message]) => (
                <li key={part} className="flex flex-wrap items-center justify-between gap-2">
                  <span>{message}</span>
                  <button
                    type="button"
                    onClick={() => onEdit(part)}
                    className="min-h-11 rounded-md px-2 font-semibold text-red-900 underline"
                  >
                    {completeLabels[part]}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Button
        onClick={() => void start()}
        disabled={processing}
        aria-busy={processing}
        className="mt-4 w-full sm:w-auto sm:min-w-56"
      >
        {processing ? t('confirmSection.processing') : (confirmLabel ?? t('confirmSection.confirm'))}
      </Button>
    </section>
  );
}
