import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { englishNamespace } from '../i18n/english-namespace.ts';
import en from '../i18n/locales/en.json';

const NS = englishNamespace('common', en);

/**
 * The app's "page not found" content, for a route that matched a pattern but not a page of ours (a
 * feature cannot import the not-found route itself: features import only shared code).
 */
export function PageNotFound() {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="nf-heading" className="mx-auto max-w-2xl px-4 py-14 text-center">
      <h1 id="nf-heading" className="text-3xl font-bold text-slate-900">
        {t('pageNotFound.title')}
      </h1>
      <p className="mt-4 text-slate-600">{t('pageNotFound.text')}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('pageNotFound.home')}
      </Link>
    </section>
  );
}
