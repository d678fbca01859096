import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHomeCovers } from '../../../shared/config/home-covers.ts';
import { LineIcon } from './icons.tsx';
import { NS } from '../i18n.ts';

/**
 * docs/product/quotes.md §2: the section below the cards, a card per cover the vertical features offer; its content is
 * ours (docs/decisions.md §4a asks the home page to say how data is used).
 */
export function Solutions({ onHelp }: { onHelp: () => void }) {
  const covers = useHomeCovers();
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation();
  return (
    <section aria-labelledby="solutions-heading" className="mx-auto max-w-5xl px-4 py-12">
      <h2 id="solutions-heading" className="text-2xl font-bold text-slate-900">
        {t('solutions.heading')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {covers.map(({ to, iconPath, card }) => (
          <li key={to} className="rounded-2xl border border-slate-200 bg-white p-5">
            <span className="text-brand-700">
              <LineIcon d={iconPath} size="small" />
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">
              <Link to={to} onClick={card.onClick} className="hover:underline">
                {tc(card.title)}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-slate-600">{tc(card.text)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-4 lg:grid-cols-2">
        <div className="rounded-2xl bg-brand-700 p-6 text-white">
          <h3 className="text-lg font-semibold">{t('solutions.help.title')}</h3>
          <p className="mt-2 text-sm text-brand-100">{t('solutions.help.text')}</p>
          <button
            type="button"
            onClick={onHelp}
            className="mt-4 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('solutions.help.button')}
          </button>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6">
          <h3 className="text-lg font-semibold text-slate-900">{t('solutions.data.title')}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600">
            <li>{t('solutions.data.compare')}</li>
            <li>{t('solutions.data.browser')}</li>
            <li>{t('solutions.data.mobile')}</li>
          </ul>
        </div>
      </div>
    </section>
  );
}
