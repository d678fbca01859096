import { MEMBER_TYPES, type MemberTypeKey } from '@kavach/domain/constants/health-members';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';
import { StepCard } from '../../../shared/ui/step-card.tsx';
import { ChoiceButton } from '../../../shared/ui/choice-card.tsx';

// A line under each card so the visitor knows who each type covers (docs/product/quotes.md §3 member table).
const COVERS = {
  family: 'memberType.family',
  parents: 'memberType.parents',
  'in-laws': 'memberType.inLaws',
  'grand-parents': 'memberType.grandParents',
} as const satisfies Record<MemberTypeKey, string>;

/** docs/product/quotes.md §2 family sub-step select-type. */
export function MemberTypeChooser({
  focusTitle,
  onChoose,
}: {
  focusTitle: boolean;
  onChoose: (type: MemberTypeKey) => void;
}) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  return (
    <StepCard title={t('memberType.title')} titleId="member-type-title" focusTitle={focusTitle}>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {MEMBER_TYPES.map((type) => (
          <li key={type.key}>
            <ChoiceButton onClick={() => onChoose(type.key)} title={td(type.label)} blurb={t(COVERS[type.key])} />
          </li>
        ))}
      </ul>
    </StepCard>
  );
}
