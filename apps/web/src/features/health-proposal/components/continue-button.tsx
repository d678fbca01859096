import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { BackButton } from '../../../shared/ui/step-card.tsx';
import { NS } from '../i18n.ts';

type ContinueProps = { saving: boolean } & Pick<ComponentProps<typeof Button>, 'type' | 'onClick' | 'onMouseDown'>;

/** A health proposal step's Continue: disabled, and reading Saving…, while the step's save runs. */
export function ContinueButton({ saving, ...button }: ContinueProps) {
  const { t } = useTranslation(NS);
  return (
    <Button {...button} disabled={saving} className="w-full sm:w-auto sm:min-w-40">
      {saving ? t('buttons.saving') : t('buttons.continue')}
    </Button>
  );
}

/** Back and Continue under a step: Continue on top on a phone, side by side (Back first) from sm up. */
export function BackAndContinue({
  onBack,
  className = '',
  ...next
}: ContinueProps & { onBack: () => void; className?: string }) {
  const { t } = useTranslation(NS);
  return (
    <div className={`flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between ${className}`}>
      <BackButton onClick={onBack} label={t('buttons.back')} />
      <ContinueButton {...next} />
    </div>
  );
}
