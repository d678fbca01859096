import type { TTermNoQuoteReason } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';
import { WizardStepLink } from './wizard-step-link.tsx';

const TITLES = {
  AGE_OUTSIDE_PLANS: 'noQuotes.reasons.age',
  COVER_TILL_AGE_NOT_OFFERED: 'noQuotes.reasons.coverTill',
  INCOME_TOO_LOW: 'noQuotes.reasons.income',
  COVER_NOT_OFFERED: 'noQuotes.reasons.cover',
} as const satisfies Record<TTermNoQuoteReason['code'], string>;

/**
 * An empty list said plainly, with the reason the server gave (termNoQuoteReason): the age, the age cover runs till,
 * the income or the cover; and the way to change it, where the buyer can.
 */
export function NoQuotes({ reason }: { reason: TTermNoQuoteReason | null }) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6">
      <p className="font-semibold text-slate-900">{reason ? t(TITLES[reason.code]) : t('noQuotes.title')}</p>
      <p className="mt-2 text-sm text-slate-600">{reason ? td(reason.message) : t('noQuotes.text')}</p>
      {reason?.code === 'INCOME_TOO_LOW' && (
        <WizardStepLink
          step={2}
          className="mt-4 inline-block rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('noQuotes.changeIncome')}
        </WizardStepLink>
      )}
      {reason?.code === 'COVER_TILL_AGE_NOT_OFFERED' && (
        <p className="mt-2 text-sm text-slate-600">{t('noQuotes.otherAge')}</p>
      )}
    </div>
  );
}
