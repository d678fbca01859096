import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The white card around one step. When the visitor moves to a step (not on first load) focus goes to
 * its title, so keyboard and screen-reader users start at the top of the new step.
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
      <h2 id={titleId} ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The spec's "Back link": a text button, since it changes the step, not the address. */
export function BackLink({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:underline"
    >
      <span aria-hidden="true">←</span> Back
    </button>
  );
}
