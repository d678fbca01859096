import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The centred card of a payment page. Its title takes focus when it changes (pending to paid, say), so a
 * screen reader announces where the buyer now stands.
 */
export function PageCard({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    heading.current?.focus();
  }, [title]);
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <section
        aria-labelledby="payment-title"
        className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8"
      >
        {icon}
        <h1
          id="payment-title"
          ref={heading}
          tabIndex={-1}
          style={{ outline: 'none' }}
          className="text-2xl font-bold text-slate-900"
        >
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

export function Spinner() {
  return (
    <span
      className="mx-auto mb-4 block h-10 w-10 animate-spin rounded-full border-4 border-brand-600 border-t-transparent"
      aria-hidden="true"
    />
  );
}

export function StateIcon({ kind }: { kind: 'success' | 'failure' }) {
  const success = kind === 'success';
  return (
    <span
      aria-hidden="true"
      className={`mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full ${success ? 'bg-emerald-100 text-emerald-700' : 'bg-red-100 text-red-700'}`}
    >
      <svg viewBox="0 0 24 24" className="h-8 w-8" focusable="false">
        {success ? (
          <path
            d="m5 12.5 4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : (
          <path d="M7 7l10 10M17 7 7 17" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        )}
      </svg>
    </span>
  );
}

export const BUTTON_LINK =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 text-sm font-semibold';
export const PRIMARY_LINK = `${BUTTON_LINK} bg-brand-700 text-white hover:bg-brand-800`;
export const SECONDARY_LINK = `${BUTTON_LINK} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`;
