import {
  EXISTING_CONDITION_OPTIONS,
  EXISTING_COVER_RANGE_OPTIONS,
  NO_EXISTING_DISEASE,
  type ExistingCondition,
  type PedValue,
} from '@kavach/domain/constants/health-cover';
import { CheckboxGroup, RadioGroup } from '../../../shared/ui/choice-group.tsx';
import type { HealthAnswers } from '../hooks/use-pre-quote-journey.ts';

type YesNo = 'yes' | 'no';
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const satisfies readonly { value: YesNo; label: string }[];
const QUESTION = 'mb-3 text-base font-semibold text-slate-900';

const isCondition = (p: PedValue): p is ExistingCondition => p !== NO_EXISTING_DISEASE;

/** spec 1 §4: "no" sets ped to NO_EXISTING_DISEASE and closes the list; "yes" opens the conditions. */
export function DiseaseQuestion({
  answers,
  onChange,
}: {
  answers: HealthAnswers;
  onChange: (patch: Partial<HealthAnswers>) => void;
}) {
  const conditions = answers.ped.filter(isCondition);
  return (
    <div className="space-y-4">
      <RadioGroup
        legend="Do you have any existing disease?"
        legendClassName={QUESTION}
        choices={YES_NO}
        value={answers.hasExistingDisease}
        onChange={(answer) =>
          onChange(
            answer === 'no'
              ? { hasExistingDisease: 'no', ped: [NO_EXISTING_DISEASE] }
              : { hasExistingDisease: 'yes', ped: conditions },
          )
        }
      />
      {answers.hasExistingDisease === 'yes' && (
        <div className="rounded-xl bg-slate-50 p-4">
          <CheckboxGroup
            legend="Select all that apply"
            choices={EXISTING_CONDITION_OPTIONS}
            values={conditions}
            onChange={(ped) => onChange({ ped })}
          />
        </div>
      )}
    </div>
  );
}

/** spec 1 §4: "no" clears existingCover; "yes" opens the single-choice cover ranges. */
export function PolicyQuestion({
  answers,
  onChange,
}: {
  answers: HealthAnswers;
  onChange: (patch: Partial<HealthAnswers>) => void;
}) {
  return (
    <div className="space-y-4">
      <RadioGroup
        legend="Do you have any existing health policy?"
        legendClassName={QUESTION}
        choices={YES_NO}
        value={answers.hasExistingPolicy}
        onChange={(answer) =>
          onChange(answer === 'no' ? { hasExistingPolicy: 'no', existingCover: '' } : { hasExistingPolicy: 'yes' })
        }
      />
      {answers.hasExistingPolicy === 'yes' && (
        <div className="rounded-xl bg-slate-50 p-4">
          <RadioGroup
            legend="How much cover does it give?"
            choices={EXISTING_COVER_RANGE_OPTIONS}
            value={answers.existingCover}
            onChange={(existingCover) => onChange({ existingCover })}
            layout="grid-cols-1 sm:grid-cols-2"
          />
        </div>
      )}
    </div>
  );
}
