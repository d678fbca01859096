import { ZMemberDobs } from '@kavach/domain/health/pre-quote-members';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { useLiveForm } from '../../../shared/form/use-live-form.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { entryLabel, type FamilyEntry } from '../hooks/family-selection.ts';
import { NS } from '../i18n.ts';
import { DobField } from './dob-field.tsx';
import { StepCard } from '../../../shared/ui/step-card.tsx';
import { BackRow } from './back-row.tsx';

/**
 * docs/product/quotes.md §2 family sub-step enter-dob: one date per member; Continue needs every date valid. Back hands
 * the dates typed so far (DD/MM/YYYY) to the selection, Continue the checked ones (YYYY-MM-DD), in the order of
 * `entries`.
 */
export function MemberDobEntry({
  entries,
  focusTitle,
  onBack,
  onContinue,
}: {
  entries: FamilyEntry[];
  focusTitle: boolean;
  onBack: (typed: string[]) => void;
  onContinue: (dobs: string[]) => void;
}) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const { form, errors, valid } = useLiveForm(ZMemberDobs, {
    members: entries.map(({ relation, dob }) => ({ relation, dob })),
  });
  const dobsOf = (values: { members: { dob: string }[] }) => values.members.map((m) => m.dob);
  return (
    <StepCard title={t('dobEntry.title')} titleId="enter-dob-title" focusTitle={focusTitle}>
      <BackRow onBack={() => onBack(dobsOf(form.getValues()))} />
      <p className="mt-4 text-slate-600">{t('dobEntry.intro')}</p>
      <form
        className="mt-5 space-y-5"
        noValidate
        onSubmit={(e) => void form.handleSubmit((values) => onContinue(dobsOf(values)))(e)}
      >
        <div className="grid gap-5 md:grid-cols-2">
          {entries.map((entry, index) => (
            <Controller
              key={entry.id}
              control={form.control}
              name={`members.${index}.dob`}
              render={({ field, fieldState }) => (
                <DobField
                  id={`dob-${entry.id}`}
                  label={
                    <>
                      {entryLabel(entry, td)}
                      <span className="font-normal text-slate-600">
                        {entry.name.trim() ? ` (${entry.name.trim()})` : ''}
                      </span>
                      <span className="sr-only">{t('dobEntry.dobSuffix')}</span>
                    </>
                  }
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors[`members.${index}.dob`]}
                  touched={fieldState.isTouched}
                />
              )}
            />
          ))}
        </div>
        <Button type="submit" disabled={!valid} className="w-full sm:w-auto sm:min-w-40">
          {t('continue')}
        </Button>
      </form>
    </StepCard>
  );
}
