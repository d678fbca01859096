import type { ComponentProps, ReactNode } from 'react';
import { TitledSection } from '../../../shared/ui/titled-section.tsx';

/** A part of the dashboard, under its own heading. */
export function DashboardSection({ className = 'mt-10', ...section }: ComponentProps<typeof TitledSection>) {
  return <TitledSection {...section} className={className} headingClassName="text-xl font-bold text-slate-900" />;
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
