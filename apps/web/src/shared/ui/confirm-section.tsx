import type { JourneyVertical } from '@kavach/domain';
import { useEffect, useRef } from 'react';
import { useStartPayment } from '../hooks/use-start-payment.ts';
import { Button } from './button.tsx';

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
  confirmLabel = 'Yes, I confirm',
}: Props<S>) {
  const { processing, error, start } = useStartPayment(journeyId, vertical);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  const missing = Object.entries(error?.missing ?? {}).filter((entry): entry is [S, string] =>
    Object.hasOwn(completeLabels, entry[0]),
  );
  return (
    <section aria-label="Confirm and pay" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm text-slate-700">
        I confirm that the details above are true and complete, and that the insurer may rely on them. You will pay on
        the payment gateway&apos;s secure page.
      </p>
      {error && (
        <div
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <p className="font-semibold">{error.title}</p>
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
        {processing ? 'Processing...' : confirmLabel}
      </Button>
    </section>
  );
}
