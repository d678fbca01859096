import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { englishNamespace } from '../i18n/english-namespace.ts';
import en from '../i18n/locales/en.json';

const NS = englishNamespace('common', en);

// The title takes focus only so a screen reader announces the new form; a focus ring around plain text
// would read as a control. The app's global :focus-visible rule is unlayered, so only an inline style wins.
export const TITLE_FOCUS = { outline: 'none' } as const;

/**
 * The white card around one step. When the buyer moved to the step in this page view (not on first
 * load), focus goes to its title so keyboard and screen-reader users start at the top.
 */
export function StepCard({
  title,
  titleId,
  focusTitle,
  children,
}: {
  title: string;
  titleId: string;
  focusTitle: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2
        id={titleId}
        ref={heading}
        tabIndex={-1}
        style={TITLE_FOCUS}
        className="text-xl font-bold text-slate-900 sm:text-2xl"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

// Decoration before the button's word (aria-hidden): a glyph, not a text to translate.
const BACK_ARROW = '←';

/** A text button back to the previous step: it changes the step, not the address. */
export function BackButton({ onClick, label }: { onClick: () => void; label?: string }) {
  const { t } = useTranslation(NS);
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-700 hover:underline"
    >
      <span aria-hidden="true">{BACK_ARROW}</span> {label ?? t('stepCard.back')}
    </button>
  );
}
