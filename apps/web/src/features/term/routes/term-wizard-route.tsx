import { useTranslation } from 'react-i18next';
import { TermWizard } from '../components/term-wizard.tsx';
import { NS } from '../i18n.ts';

/** docs/product/review-payment-term-bike.md §2.9: the term life pre-quote wizard at /term-insurance. */
export default function TermWizardRoute() {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="term-heading" className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:pt-12">
      <header>
        <h1 id="term-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('wizard.title')}
        </h1>
        <p className="mt-2 text-base text-slate-600 sm:text-lg">{t('wizard.intro')}</p>
      </header>
      <TermWizard />
    </section>
  );
}
