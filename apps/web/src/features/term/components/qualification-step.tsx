import { QUALIFICATION_OPTIONS, type Qualification } from '@kavach/domain';
import { useState } from 'react';
import { RadioGroup } from '../../../shared/ui/choice-group.tsx';
import { withQualification, type TermDetails } from '../lib/term-details.ts';
import { StepCard } from './step-card.tsx';

const CHOICES = QUALIFICATION_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

type Props = {
  details: TermDetails;
  focusTitle: boolean;
  onBack: () => void;
  onContinue: (update: (d: TermDetails) => TermDetails) => void;
};

/** spec 3 §2.9 step 5: highest qualification, Graduate by default (§5.4). */
export function QualificationStep({ details, focusTitle, onBack, onContinue }: Props) {
  const [qualification, setQualification] = useState<Qualification>(details.qualification);
  return (
    <StepCard
      step={5}
      title="What is your highest qualification?"
      focusTitle={focusTitle}
      onBack={onBack}
      onSubmit={() => onContinue((d) => withQualification(d, qualification))}
    >
      <RadioGroup
        legend="Highest qualification"
        choices={CHOICES}
        value={qualification}
        onChange={setQualification}
        layout="grid-cols-1 sm:grid-cols-2"
      />
    </StepCard>
  );
}
