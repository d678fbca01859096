import { todayIso, type TQuestion } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { CheckboxGroup, RadioGroup } from '../../../shared/ui/choice-group.tsx';
import { FieldError } from '../../../shared/ui/field-error.tsx';
import type { AnswerValue } from '../lib/medical-answers.ts';
import { INPUT_CLASS } from '../../../shared/ui/field-styles.ts';
import { NS } from '../i18n.ts';

type Props = {
  id: string;
  question: TQuestion;
  label: string;
  value: AnswerValue | undefined;
  error: string | undefined;
  onChange: (value: AnswerValue) => void;
};

const SMALL_LEGEND = 'mb-2 text-sm font-semibold text-slate-800';
// Digits-only types and how many digits they hold.
const DIGITS: Partial<Record<TQuestion['answer_field_type'], number>> = { MOBILE_NUMBER: 10, PIN_CODE: 6 };

/**
 * One member's answer to one question, in the control its answer_field_type calls for
 * (docs/product/proposal-kyc.md §3). The question's words, its options and the rule's messages are the domain's.
 */
export function AnswerField({ id, question, label, value, error: domainError, onChange }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const type = question.answer_field_type;
  const choices = question.answer_field_options.map((o) => ({
    value: o.answer_option_key,
    label: td(o.answer_option_label),
  }));
  const placeholder = question.answer_placeholder ? td(question.answer_placeholder) : undefined;
  const error = domainError ? td(domainError) : undefined;
  const text = typeof value === 'string' ? value : '';
  const errorId = `${id}-error`;
  if (type === 'SINGLE_SELECT' || type === 'MULTI_SELECT') {
    const group = { legend: label, legendClassName: SMALL_LEGEND, choices, onChange };
    return (
      <div data-answer={id}>
        {type === 'SINGLE_SELECT' ? (
          <RadioGroup {...group} value={text} layout="grid-cols-2" />
        ) : (
          <CheckboxGroup {...group} values={Array.isArray(value) ? value : []} />
        )}
        <FieldError id={errorId} message={error} />
      </div>
    );
  }
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: INPUT_CLASS,
  } as const;
  let control;
  if (type === 'DROPDOWN') {
    control = (
      <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
        <option value="">{placeholder ?? t('medical.select')}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    );
  } else if (type === 'TEXT_AREA') {
    control = (
      <textarea
        {...common}
        rows={3}
        maxLength={2000}
        placeholder={placeholder}
        value={text}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else if (type === 'MONTH_YEAR' || type === 'CALENDAR') {
    // Native month and date pickers: keyboard usable and localised; the wire takes YYYY-MM and YYYY-MM-DD.
    control = (
      <input
        {...common}
        type={type === 'MONTH_YEAR' ? 'month' : 'date'}
        value={text}
        max={todayIso().slice(0, type === 'MONTH_YEAR' ? 7 : 10)}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else {
    const digits = DIGITS[type];
    const numeric = type === 'NUMBER' || digits !== undefined;
    control = (
      <input
        {...common}
        type="text"
        inputMode={numeric ? 'numeric' : undefined}
        maxLength={digits ?? (type === 'NUMBER' ? 6 : 500)}
        placeholder={placeholder}
        value={text}
        onChange={(e) =>
          onChange(numeric ? e.target.value.replace(type === 'NUMBER' ? /[^\d.]/g : /\D/g, '') : e.target.value)
        }
      />
    );
  }
  return (
    <div data-answer={id}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {control}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
