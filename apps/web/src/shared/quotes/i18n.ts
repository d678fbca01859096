import { formatInr } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { englishNamespace } from '../i18n/english-namespace.ts';
import en from './locales/en.json';

/** The texts of the quote list and plan page pieces health, term and motor share (docs/i18n.md). */
export const NS = englishNamespace('quotes', en);

/** "₹1,200/month (yearly premium ÷ 12)" in the page's language: the monthly share of a yearly premium. */
export function useMonthlyShare(): (monthly: number) => string {
  const { t } = useTranslation(NS);
  return (monthly) => t('price.monthly', { amount: formatInr(monthly) });
}
