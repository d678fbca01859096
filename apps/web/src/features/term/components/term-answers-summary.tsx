import { useTranslation } from 'react-i18next';
import type { TermDetails } from '../lib/term-details.ts';
import { NS } from '../i18n.ts';
import { LifeCoverSummary } from './life-cover-summary.tsx';
import { WizardStepLink } from './wizard-step-link.tsx';

/** Beside the term list and a term plan's page: every answer of the six steps, and the way back to change them. */
export function TermAnswersSummary({ details }: { details: TermDetails | null }) {
  const { t } = useTranslation(NS);
  return (
    <LifeCoverSummary
      details={details}
      before={7}
      footer={
        <WizardStepLink step={1} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
          {t('summary.editDetails')}
        </WizardStepLink>
      }
    />
  );
}
