import { GENDERS, GENDER_LABELS } from '@kavach/domain/code-lists/proposal';
import { memberFromDob, type SelectedMember } from '@kavach/domain/health/pre-quote-details';
import { ZPreQuoteSelf, type TPreQuoteSelf } from '@kavach/domain/health/pre-quote-members';
import { toDisplayDate } from '@kavach/domain/validation/dates';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { useLiveForm } from '../../../shared/form/use-live-form.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { RadioGroup } from '../../../shared/ui/choice-group.tsx';
import { DobField } from './dob-field.tsx';
import { NameField } from './name-field.tsx';
import { StepCard } from '../../../shared/ui/step-card.tsx';
import { NS } from '../i18n.ts';

const toSelf = ({ name, gender, dob }: TPreQuoteSelf) => memberFromDob(name, 'SELF', gender, dob);

/**
 * docs/product/quotes.md §2 self step "Tell us about you"; Continue needs gender, name and a valid date
 * (docs/product/quotes.md §5).
 */
export function SelfDetailsStep({
  saved,
  focusTitle,
  onContinue,
  onAddFamily,
}: {
  saved: SelectedMember | undefined;
  focusTitle: boolean;
  onContinue: (members: SelectedMember[]) => void;
  /** Issue 17: insure a spouse, children or parents too; the buyer's answers so far go along when complete. */
  onAddFamily: (self: SelectedMember | null) => void;
}) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const genderChoices = GENDERS.map((value) => ({ value, label: td(GENDER_LABELS[value]) }));
  const { form, errors, valid } = useLiveForm(ZPreQuoteSelf, {
    // docs/product/quotes.md §4 defaults gender to Male; the buyer chooses instead (issue 48).
    gender: saved?.gender,
    name: saved?.name ?? '',
    dob: toDisplayDate(saved?.dob),
  });
  const { control, handleSubmit } = form;
  const addFamily = handleSubmit(
    (self) => onAddFamily(toSelf(self)),
    () => onAddFamily(null),
  );

  return (
    <StepCard title={t('self.title')} titleId="self-step-title" focusTitle={focusTitle}>
      <form
        onSubmit={(e) => void handleSubmit((self) => onContinue([toSelf(self)]))(e)}
        className="mt-6 space-y-6"
        noValidate
      >
        <Controller
          control={control}
          name="gender"
          render={({ field }) => (
            <RadioGroup
              legend={t('self.gender')}
              choices={genderChoices}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="name"
          render={({ field }) => (
            <NameField
              id="self-name"
              label={t('yourName')}
              value={field.value}
              onChange={field.onChange}
              autoComplete="name"
            />
          )}
        />
        <Controller
          control={control}
          name="dob"
          render={({ field, fieldState }) => (
            <DobField
              id="self-dob"
              label={t('self.dob')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.dob}
              touched={fieldState.isTouched}
              autoComplete="bday"
            />
          )}
        />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <Button type="submit" disabled={!valid} className="w-full sm:w-auto sm:min-w-40">
            {t('continue')}
          </Button>
          <button
            type="button"
            onClick={() => void addFamily()}
            className="rounded-md text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('self.addFamily')}
          </button>
        </div>
      </form>
    </StepCard>
  );
}
