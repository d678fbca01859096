import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';
import { NS } from '../i18n.ts';

/** The journey config could not be had: not this buyer's journey (404), or the call failed. */
export function JourneyProblem({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <section
      aria-labelledby="problem-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8"
    >
      <h2 id="problem-title" className="text-xl font-bold text-slate-900">
        {notFound ? t('problem.notFoundTitle') : t('problem.failedTitle')}
      </h2>
      <p className="mt-2 text-slate-600">{notFound ? t('problem.notFoundText') : t('problem.failedText')}</p>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {!notFound && <Button onClick={onRetry}>{t('problem.retry')}</Button>}
        <Link
          to="/health-insurance"
          className="inline-flex min-h-11 items-center rounded-lg px-5 font-semibold text-brand-700 hover:underline"
        >
          {t('route.getQuotes')}
        </Link>
      </div>
    </section>
  );
}
