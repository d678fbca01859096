import { SMOKER_OPTIONS } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n.ts';
import { useSampleCatalogue } from '../../../shared/api/client-config.ts';
import { withSmoker } from '../lib/term-details.ts';
import { ChoiceStep } from './choice-step.tsx';
import type { StepProps } from './step-card.tsx';

const CHOICES = SMOKER_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

/**
 * docs/product/review-payment-term-bike.md §2.9 step 6: smoker or not, chosen by the buyer (issue 48: not Non-Smoker by
 * default, as §5.4 has it). Continue asks for the quotes (§4.12).
 */
export function SmokerStep({ details, busy, ...nav }: StepProps & { busy: boolean }) {
  const { t } = useTranslation(NS);
  const illustrative = useSampleCatalogue('term');
  return (
    <ChoiceStep
      {...nav}
      title={t('smoker.title')}
      busy={busy}
      busyLabel={t('smoker.busy')}
      legend={t('smoker.legend')}
      choices={CHOICES}
      initial={details.smoke}
      save={withSmoker}
    >
      <p className="text-sm text-slate-600">{t('smoker.truthful')}</p>
      {illustrative && <p className="text-xs text-slate-500">{t('smoker.illustrative')}</p>}
    </ChoiceStep>
  );
}
