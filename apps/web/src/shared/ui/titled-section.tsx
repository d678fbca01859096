import { useId, type ReactNode } from 'react';

/** A section named by its own heading (so landmarks list it), with an optional action beside the heading. */
export function TitledSection({
  title,
  action,
  className,
  headingClassName = 'text-lg font-bold text-slate-900',
  children,
}: {
  title: string;
  action?: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className={headingClassName}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
