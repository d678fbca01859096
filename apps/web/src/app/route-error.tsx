import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ChunkLoadError } from '../shared/lib/lazy-route.ts';

/** Never a blank page (docs/decisions.md §5): a failed chunk or render says so and offers a way on. */
export function RouteError() {
  const error = useRouteError();
  const chunk = error instanceof ChunkLoadError;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p className="mt-3 text-slate-600">
        {chunk
          ? 'Part of the page could not be loaded. Please check your connection and reload.'
          : 'Please reload the page or start again from home.'}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white"
        >
          Reload
        </button>
        <Link to="/" className="rounded-lg border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-700">
          Go home
        </Link>
      </div>
    </div>
  );
}
