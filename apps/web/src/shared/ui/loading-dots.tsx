import { useTranslation } from 'react-i18next';
import { englishNamespace } from '../i18n/english-namespace.ts';
import en from '../i18n/locales/en.json';

const NS = englishNamespace('common', en);

/**
 * Three bouncing dots (docs/product/review-payment-term-bike.md §2.10) with a text for screen readers. `holdsScreen`:
 * the dots stand in for a long form, and take a screen's height so that what is below it (a summary, the footer)
 * starts out of view rather than jumping down when the form arrives. It never waits for a catalogue itself: it is what
 * shows while one loads (English until then).
 */
export function LoadingDots({ label, holdsScreen = false }: { label?: string; holdsScreen?: boolean }) {
  const { t } = useTranslation(NS, { useSuspense: false });
  return (
    // Holding a screen, the dots stay near the top of it, under the page's title, rather than mid-screen.
    <div
      role="status"
      className={`flex justify-center gap-1.5 ${holdsScreen ? 'min-h-dvh items-start pt-16 pb-6' : 'items-center py-6'}`}
    >
      <span className="sr-only">{label ?? t('loading.dots')}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="h-2.5 w-2.5 animate-bounce rounded-full bg-brand-600"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}
