import { useTranslation } from 'react-i18next';
import { stepTwoOptions, useHomeCovers } from '../../../shared/config/home-covers.ts';
import { ChoiceLink } from '../../../shared/ui/choice-card.tsx';
import { NS } from '../i18n.ts';

/**
 * docs/product/quotes.md §2: "things" has no health journey; offer the covers that insure things instead, as home
 * step two does.
 */
export function ThingsOptions() {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation();
  const options = stepTwoOptions(useHomeCovers(), 'things');
  return (
    <div className="mx-auto mt-8 max-w-2xl">
      <p className="text-slate-700">{t('things.intro')}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {options.map((option) => (
          <li key={option.to}>
            <ChoiceLink to={option.to} title={tc(option.title)} blurb={tc(option.blurb)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
