import { useTranslation } from 'react-i18next';
import { englishNamespace } from '../i18n/english-namespace.ts';
import en from '../i18n/locales/en.json';

const NS = englishNamespace('common', en);

/** A page's spinner. It never waits for a catalogue itself: it is what shows while one loads (English until then). */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation(NS, { useSuspense: false });
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-2 text-slate-500">
      <span
        className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
        aria-hidden="true"
      />
      <span>{label ?? t('loading.page')}</span>
    </div>
  );
}
