import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NS } from './i18n.ts';

/** A plan page whose plan is not in the list its address names: said plainly, with the way to the buyer's plans. */
export function PlanNotInQuotes({ to }: { to: string }) {
  const { t } = useTranslation(NS);
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6">
      <h1 className="text-xl font-bold text-slate-900">{t('notInQuotes.heading')}</h1>
      <p className="mt-2 text-slate-600">{t('notInQuotes.why')}</p>
      <Link to={to} className="mt-4 inline-block font-semibold text-brand-700 underline">
        {t('notInQuotes.link')}
      </Link>
    </div>
  );
}
