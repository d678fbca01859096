import { useTranslation } from 'react-i18next';
import { englishNamespace } from '../i18n/english-namespace.ts';
import en from '../i18n/locales/en.json';

const NS = englishNamespace('common', en);

// The words said before each step's name to a screen reader, by its state; the current one is marked by aria-current.
/** Where step `i` stands against the current one. */
const stateOf = (i: number, current: number) => (i < current ? 'done' : i === current ? 'current' : 'todo');

const STATE_PREFIX = { done: 'stepProgress.done', todo: 'stepProgress.next' } as const;

/**
 * The overall steps of a purchase as a row of bars; the current one is marked for screen readers too. On a phone
 * the bars alone would leave no room for six names, so only "Step 4 of 6: Lifestyle" is written under them.
 */
export function StepProgress({ labels, current }: { labels: readonly string[]; current: number }) {
  const { t } = useTranslation(NS);
  return (
    <nav aria-label={t('stepProgress.label')}>
      <ol className="grid gap-2" style={{ gridTemplateColumns: `repeat(${labels.length}, minmax(0, 1fr))` }}>
        {labels.map((label, i) => {
          const state = stateOf(i, current);
          return (
            <li key={label} aria-current={state === 'current' ? 'step' : undefined} className="min-w-0">
              <span
                className={`block h-1.5 rounded-full ${state === 'todo' ? 'bg-slate-200' : 'bg-brand-600'}`}
                aria-hidden="true"
              />
              <span
                className={`mt-2 hidden text-sm leading-tight sm:block ${state === 'current' ? 'font-bold text-slate-900' : state === 'done' ? 'font-medium text-brand-800' : 'text-slate-500'}`}
              >
                <span className="sr-only">{state === 'current' ? '' : t(STATE_PREFIX[state])}</span>
                {label}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-2 text-sm font-semibold text-slate-900 sm:hidden" aria-hidden="true">
        {t('stepProgress.current', {
          step: Math.min(current + 1, labels.length),
          total: labels.length,
          label: labels[Math.min(current, labels.length - 1)],
        })}
      </p>
    </nav>
  );
}
