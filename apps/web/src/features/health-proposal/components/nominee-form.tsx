import { MESSAGES } from '@kavach/domain';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfFormFields, type TextValues } from '../../../shared/form/rhf-form-fields.tsx';
import type { FieldSpec } from '../../../shared/form/form-types.ts';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { useFieldText } from '../hooks/use-field-text.ts';
import { NS } from '../i18n.ts';
import { appointeeNeeded } from '../lib/nominee-fields.ts';

type Props = {
  form: UseFormReturn<TextValues>;
  fields: { nominee: readonly FieldSpec[]; appointee: readonly FieldSpec[] };
};

/**
 * docs/product/proposal-kyc.md §2: the nominee, and an appointee section once the nominee's date of birth is under 18.
 */
export function NomineeForm({ form, fields }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const fieldText = useFieldText();
  const dob = useWatch({ control: form.control, name: 'dob' }) ?? '';
  const needsAppointee = appointeeNeeded({ dob }) && fields.appointee.length > 0;
  return (
    <div className="space-y-6">
      <RhfFormFields form={form} idPrefix="nominee" fields={fieldText.keyed(fields.nominee)} />
      {needsAppointee && (
        <section
          aria-labelledby="appointee-title"
          className="rounded-xl border border-amber-200 bg-amber-50/60 p-4 sm:p-5"
        >
          <h3 id="appointee-title" className="text-base font-bold text-slate-900">
            {t('tabs.appointee')}
          </h3>
          <p className="mt-1 mb-4 text-sm text-amber-900">{td(MESSAGES.APPOINTEE_REQUIRED)}</p>
          <RhfFormFields form={form} idPrefix="appointee" fields={fieldText.keyed(fields.appointee)} />
        </section>
      )}
    </div>
  );
}
