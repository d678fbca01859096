import type { MotorProposalStep, TMotorJourneyDetailsResponse } from '@kavach/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import type { FieldSpec, FormValues } from '../../../shared/form/form-types.ts';
import { RhfFormFields, focusFirstError } from '../../../shared/form/rhf-form-fields.tsx';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { StepForm } from '../../../shared/ui/step-form.tsx';
import { saveMotorPart } from '../api/motor-journey.ts';
import { NS } from '../i18n.ts';
import { partResolver, savedFieldErrors, type ProposalPart } from '../lib/proposal-parts.ts';

type Props = {
  part: ProposalPart;
  details: TMotorJourneyDetailsResponse;
  focusTitle: boolean;
  onBack?: (() => void) | undefined;
  onSaved: (next: MotorProposalStep) => void;
};

/**
 * One part of the motor proposal on react-hook-form: each field checked by the domain's schema when it loses focus
 * and on save (docs/product/proposal-kyc.md §5), then by the API, whose field problems (a chassis already insured) land
 * on their fields.
 */
export function PartForm({ part, details, focusTitle, onBack, onSaved }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  // The part names its labels by key, worded here; its options are the domain's, which FormField words.
  const fields: FieldSpec[] = part.fields(details).map((field) => ({ ...field, label: t(field.label) }));
  const form = useForm<FormValues>({
    resolver: partResolver(part, details, td),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
    defaultValues: part.initial(details),
  });
  const [problem, setProblem] = useState<string | null>(null);
  // One form on the page: its fields are found in the document.
  const focusFirst = (errors: object) => focusFirstError(document, fields, errors);

  const save = async (values: FormValues) => {
    setProblem(null);
    try {
      const saved = await saveMotorPart(part.key, details.journey_id, part.toWire(values, details));
      onSaved(saved.journey_step);
    } catch (err) {
      console.error('Motor proposal save failed', err);
      const placed = err instanceof ApiError ? savedFieldErrors(part, err.fields) : {};
      for (const [key, message] of Object.entries(placed)) form.setError(key, { message });
      if (Object.keys(placed).length > 0) focusFirst(placed);
      else setProblem(err instanceof ApiError && err.message ? err.message : t('proposal.saveFailed'));
    }
  };

  return (
    <StepForm
      title={t(part.title)}
      titleId={`motor-${part.key}-title`}
      intro={t(part.intro)}
      focusTitle={focusTitle}
      onSubmit={(e) => void form.handleSubmit(save, focusFirst)(e)}
      onBack={onBack}
      submitting={form.formState.isSubmitting}
      problem={problem}
    >
      <RhfFormFields form={form} idPrefix={`motor-${part.key}`} fields={fields} />
    </StepForm>
  );
}
