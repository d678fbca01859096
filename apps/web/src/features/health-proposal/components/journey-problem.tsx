import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';

/** The journey config could not be had: not this buyer's journey (404), or the call failed. */
export function JourneyProblem({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return (
    <section
      aria-labelledby="problem-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8"
    >
      <h2 id="problem-title" className="text-xl font-bold text-slate-900">
        {notFound ? 'We could not find this proposal' : 'Your proposal could not be loaded'}
      </h2>
      <p className="mt-2 text-slate-600">
        {notFound
          ? 'It may belong to another account, or the link may be incomplete. You can start again from a new quote.'
          : 'Please check your connection and try again.'}
      </p>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {!notFound && <Button onClick={onRetry}>Try again</Button>}
        <Link
          to="/health-insurance"
          className="inline-flex min-h-11 items-center rounded-lg px-5 font-semibold text-brand-700 hover:underline"
        >
          Get health quotes
        </Link>
      </div>
    </section>
  );
}
