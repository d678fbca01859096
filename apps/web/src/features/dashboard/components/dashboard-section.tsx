import type { ReactNode } from 'react';

/** A part of the dashboard: a heading landmarks can jump to, an optional action beside it, then its body. */
export function DashboardSection({
  id,
  title,
  action,
  className = 'mt-10',
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The whole page when there is nothing to list: why, and the one thing to do next. */
export function DashboardNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="dashboard-title" className="mx-auto max-w-xl px-4 py-14 text-center">
      <h1 id="dashboard-title" className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      {children}
    </section>
  );
}
