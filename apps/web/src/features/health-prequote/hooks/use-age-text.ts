import { ageLabel } from '@kavach/domain/validation/age';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n.ts';

// ageLabel's own words (docs/product/quotes.md §5): a count of years, months or days, or 'Newborn'.
const COUNTED = /^(\d+) (year|month|day)s?$/;
const UNIT_KEYS = { year: 'age.years', month: 'age.months', day: 'age.days' } as const;

/**
 * A member's age from their date of birth (YYYY-MM-DD), as the domain's ageLabel reckons it (years, else months, else
 * days, else newborn), in the page's language; '' for a bad or future date.
 */
export function useAgeText(): (dobIso: string) => string {
  const { t } = useTranslation(NS);
  return (dobIso) => {
    const label = ageLabel(dobIso);
    const counted = COUNTED.exec(label);
    if (counted) return t(UNIT_KEYS[counted[2] as keyof typeof UNIT_KEYS], { count: Number(counted[1]) });
    return label === 'Newborn' ? t('age.newborn') : label;
  };
}
