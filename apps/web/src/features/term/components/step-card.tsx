import { TERM_WIZARD_STEP_COUNT } from '@kavach/domain';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import type { TermDetails } from '../lib/term-details.ts';
import { NS } from '../i18n.ts';

// A mark, not a word: the same in every language, hidden from screen readers.
const BACK_ARROW = '←';

/** What the wizard hands every step: its number, the answers so far, where focus goes, and the moves back and on. */
export type StepProps = {
  step: number;
  details: TermDetails;
  focusTitle: boolean;
  onBack?: () => void;
  onContinue: (update: (d: TermDetails) => TermDetails) => void;
};

type Props = {
  step: number;
  title: string;
  focusTitle: boolean;
  onSubmit: () => void;
  onBack?: (() => void) | undefined;
  /** Continue is disabled until the step's value is set, except where the spec asks for an alert instead. */
  canContinue?: boolean;
  busy?: boolean;
  busyLabel?: string;
  children: ReactNode;
};

/**
 * One wizard step as a form: its title (focused when the visitor moved here, never on first load), the
 * fields, then Back and Continue (docs/product/review-payment-term-bike.md §4.12).
 */
export function StepCard({
  step,
  title,
  focusTitle,
  onSubmit,
  onBack,
  canContinue = true,
  busy = false,
  busyLabel,
  children,
}: Props) {
  const { t } = useTranslation(NS);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = `term-step-${step}-title`;
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <p className="text-sm font-medium text-brand-700">
        {t('step.progress', { step, total: TERM_WIZARD_STEP_COUNT })}
      </p>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">
        {title}
      </h2>
      <form onSubmit={submit} noValidate className="mt-6 space-y-6">
        {children}
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
          {onBack ? (
            <Button variant="ghost" onClick={onBack} className="sm:w-auto">
              <span aria-hidden="true">{BACK_ARROW}</span> {t('step.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button
            type="submit"
            disabled={!canContinue || busy}
            aria-busy={busy}
            className="w-full sm:w-auto sm:min-w-40"
          >
            {busy && (
              <span
                aria-hidden="true"
                className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent"
              />
            )}
            {busy ? (busyLabel ?? t('step.loading')) : t('step.continue')}
          </Button>
        </div>
      </form>
    </section>
  );
}
