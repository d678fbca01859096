import { MESSAGES } from '@kavach/domain';
import type { FieldErrors, FieldSpec, FormValues } from '../../../shared/form/form-types.ts';
import { appointeeNeeded } from '../lib/nominee-fields.ts';
import { FormFields } from './form-fields.tsx';

type Props = {
  fields: { nominee: readonly FieldSpec[]; appointee: readonly FieldSpec[] };
  values: FormValues;
  errors: FieldErrors;
  onChange: (key: string, value: string) => void;
  onBlur: (key: string) => void;
};

/** spec 2 §2: the nominee, and an appointee section once the nominee's date of birth is under 18. */
export function NomineeForm({ fields, values, errors, onChange, onBlur }: Props) {
  const needsAppointee = appointeeNeeded(values) && fields.appointee.length > 0;
  return (
    <div className="space-y-6">
      <FormFields
        idPrefix="nominee"
        fields={fields.nominee}
        values={values}
        errors={errors}
        onChange={onChange}
        onBlur={onBlur}
      />
      {needsAppointee && (
        <section
          aria-labelledby="appointee-title"
          className="rounded-xl border border-amber-200 bg-amber-50/60 p-4 sm:p-5"
        >
          <h3 id="appointee-title" className="text-base font-bold text-slate-900">
            Appointee
          </h3>
          <p className="mt-1 mb-4 text-sm text-amber-900">{MESSAGES.APPOINTEE_REQUIRED}</p>
          <FormFields
            idPrefix="appointee"
            fields={fields.appointee}
            values={values}
            errors={errors}
            onChange={onChange}
            onBlur={onBlur}
          />
        </section>
      )}
    </div>
  );
}
