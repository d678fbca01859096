import { ZRegistrationNumber, type MotorProposalStep, type TMotorJourneyDetailsResponse } from '@kavach/domain';
import { ZApiError, type ApiError as ApiErrorBody } from '@kavach/domain/api/error';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import type { FieldSpec, FormValues } from '../../../shared/form/form-types.ts';
import { useKeptRefusals } from '../../../shared/form/kept-refusals.ts';
import { RhfFormFields, focusFirstError } from '../../../shared/form/rhf-form-fields.tsx';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { StepForm } from '../../../shared/ui/step-form.tsx';
import { saveMotorPart } from '../api/motor-journey.ts';
import { NS } from '../i18n.ts';
import { MOTOR_KINDS } from '../lib/motor-kind.ts';
import type { MotorLookupState } from '../lib/motor-state.ts';
import { partResolver, savedFieldErrors, type ProposalPart } from '../lib/proposal-parts.ts';

const ZRequote = ZApiError.shape.error.shape.requote;
type Requote = NonNullable<ApiErrorBody['error']['requote']>;

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
  const refusals = useKeptRefusals(partResolver(part, details, td));
  const form = useForm<FormValues>({
    resolver: refusals.resolver,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
    defaultValues: part.initial(details),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [requote, setRequote] = useState<Requote | undefined>(undefined);
  // Offered for the number refused: another number typed since is another vehicle, for the next save to judge.
  const typed = useWatch({ control: form.control, name: 'registration_number' });
  const offered = requote && ZRegistrationNumber.safeParse(typed).data === requote.registration_number ? requote : null;
  // One form on the page: its fields are found in the document.
  const focusFirst = (errors: object) => focusFirstError(document, fields, errors);

  const save = async (values: FormValues) => {
    setProblem(null);
    setRequote(undefined);
    try {
      const saved = await saveMotorPart(part.key, details.journey_id, part.toWire(values, details));
      onSaved(saved.journey_step);
    } catch (err) {
      console.error('Motor proposal save failed', err);
      const placed = err instanceof ApiError ? savedFieldErrors(part, err.fields) : {};
      // A number that is not the vehicle quoted: the way on is a quote for it as registered.
      // Read as the contract says, so a link is only ever offered to a quote the app can open.
      if (err instanceof ApiError) setRequote(ZRequote.safeParse(err.requote).data);
      refusals.keep(values, placed);
      for (const [key, message] of Object.entries(placed)) form.setError(key, { type: 'server', message });
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
      {/* Above the fields, where the refusal under the number and its field's changes never move it. */}
      {offered && (
        <Link
          to={MOTOR_KINDS[offered.vehicle_kind].entryPath}
          state={{ lookup: offered.registration_number } satisfies MotorLookupState}
          className="mb-4 flex min-h-11 items-center rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 font-semibold text-brand-800 underline underline-offset-2"
        >
          {t('proposal.requote', { number: offered.registration_number })}
        </Link>
      )}
      <RhfFormFields form={form} idPrefix={`motor-${part.key}`} fields={fields} />
    </StepForm>
  );
}
