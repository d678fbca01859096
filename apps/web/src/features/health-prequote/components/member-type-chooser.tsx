import { MEMBER_TYPES, type MemberTypeKey } from '@kavach/domain/constants/health-members';
import { StepCard } from '../../../shared/ui/step-card.tsx';

// A line under each card so the visitor knows who each type covers (spec 1 §3 member table).
const COVERS: Record<MemberTypeKey, string> = {
  family: 'You, your spouse, up to 4 children and your parents',
  parents: 'Your father and mother',
  'in-laws': 'Your father-in-law and mother-in-law',
  'grand-parents': 'Your grandfather and grandmother',
};

/** spec 1 §2 family sub-step select-type. */
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
            <button
              type="button"
              onClick={() => onChoose(type.key)}
              className="flex h-full w-full items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-brand-600 hover:bg-brand-50"
            >
              <span>
                <span className="block font-semibold text-slate-900">{type.label}</span>
                <span className="mt-1 block text-sm text-slate-600">{COVERS[type.key]}</span>
              </span>
              <span aria-hidden="true" className="text-lg text-slate-400">
                →
              </span>
            </button>
          </li>
        ))}
      </ul>
    </StepCard>
  );
}
