import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';

/** A console page: its heading, then its body, or a loader, or what went wrong in the server's words. */
export function OpsPage({
  title,
  query,
  children,
}: {
  title: string;
  query?: { isPending: boolean; error: Error | null };
  children?: ReactNode;
}) {
  let body = children;
  if (query?.error) {
    const message =
      query.error instanceof ApiError && query.error.status === 403
        ? 'Your role cannot see this page.'
        : query.error.message || 'This page could not be loaded.';
    body = (
      <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
        {message}
      </p>
    );
  } else if (query?.isPending) body = <PageLoader />;
  return (
    <section aria-labelledby="ops-page-title">
      <h1 id="ops-page-title" className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      {body}
    </section>
  );
}

/** A link in the console's style: from a queue to one of its items, or from an item back to its queue. */
export function OpsLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand-700 underline">
      {children}
    </Link>
  );
}

// Built once: toLocaleString with options builds a formatter on every call, and a console table formats each row.
const moment = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', dateStyle: 'medium' });

/** A moment, by India's clock: "26 Nov 2026, 9:02 pm". */
export const formatWhen = (iso: string) => moment.format(new Date(iso));

/**
 * A calendar day (YYYY-MM-DD) in the same style as a moment: "10 Dec 2026". The console shows both side by side,
 * and 10/12/2026 reads as two different days to staff used to either order.
 */
export const formatDay = (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`));
