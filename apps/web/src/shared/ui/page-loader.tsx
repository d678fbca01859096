import { useTranslation } from 'react-i18next';
import { englishNamespace } from '../i18n/english-namespace.ts';
import en from '../i18n/locales/en.json';

const NS = englishNamespace('common', en);

/**
 * A page's spinner, a screen tall: the footer starts out of view rather than jumping up and down as the page comes
 * (issue 48). It never waits for a catalogue itself: it is what shows while one loads (English until then).
 */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation(NS, { useSuspense: false });
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-2 text-slate-500">
      <span
        className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
        aria-hidden="true"
      />
      <span>{label ?? t('loading.page')}</span>
    </div>
  );
}
