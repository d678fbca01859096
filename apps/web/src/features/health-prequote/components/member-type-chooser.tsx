import { MEMBER_TYPES, type MemberTypeKey } from '@kavach/domain/constants/health-members';
import { StepCard } from '../../../shared/ui/step-card.tsx';
import { ChoiceButton } from '../../../shared/ui/choice-card.tsx';

// A line under each card so the visitor knows who each type covers (docs/product/quotes.md §3 member table).
const COVERS: Record<MemberTypeKey, string> = {
  family: 'You, your spouse, up to 4 children and your parents',
  parents: 'Your father and mother',
  'in-laws': 'Your father-in-law and mother-in-law',
  'grand-parents': 'Your grandfather and grandmother',
};

/** docs/product/quotes.md §2 family sub-step select-type. */
export function MemberTypeChooser({
  focusTitle,
  onChoose,
}: {
  focusTitle: boolean;
  onChoose: (type: MemberTypeKey) => void;
}) {
  return (
    <StepCard title="Who would you like to insure?" titleId="member-type-title" focusTitle={focusTitle}>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {MEMBER_TYPES.map((type) => (
          <li key={type.key}>
            <ChoiceButton onClick={() => onChoose(type.key)} title={type.label} blurb={COVERS[type.key]} />
          </li>
        ))}
      </ul>
    </StepCard>
  );
}
