import { TERM_COVER_OPTIONS } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n.ts';
import { withCover } from '../lib/term-details.ts';
import { ChoiceStep } from './choice-step.tsx';
import type { StepProps } from './step-card.tsx';

const CHOICES = TERM_COVER_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));

/** docs/product/review-payment-term-bike.md §2.9 step 1: the cover amount, 1 Crore chosen by default (§5.4). */
export function CoverStep({ details, ...nav }: StepProps) {
  const { t } = useTranslation(NS);
  return (
    <ChoiceStep
      {...nav}
      title={t('cover.title')}
      intro={<p className="text-sm text-slate-600">{t('cover.intro')}</p>}
      legend={t('cover.legend')}
      choices={CHOICES}
      initial={String(details.coverage)}
      save={(d, cover) => withCover(d, Number(cover))}
      layout="grid-cols-2 sm:grid-cols-3"
    />
  );
}
