import { TICK_CLASS } from '../../../shared/ui/field-styles.ts';
import { MAX_CHILDREN, isChildRelation, type MemberSlot } from '@kavach/domain/constants/health-members';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { entryLabel, type FamilyEntry } from '../hooks/family-selection.ts';
import { NS } from '../i18n.ts';
import { ChildCounter } from './child-counter.tsx';
import { NameField } from './name-field.tsx';

type Props = {
  slot: MemberSlot;
  /** The member's title in the page's language. */
  title: string;
  entries: FamilyEntry[];
  totalChildren: number;
  onToggle: () => void;
  onName: (index: number, value: string) => void;
  onAdd: () => void;
  onRemove: () => void;
};

/** One member of the chosen type: a checkbox to select it, then a name per person (docs/product/quotes.md §4). */
export function MemberCard({ slot, title, entries, totalChildren, onToggle, onName, onAdd, onRemove }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const selected = entries.length > 0;
  const child = isChildRelation(slot.relation);
  // A fifth child cannot be added, so an unselected child type is locked while 4 are chosen.
  const locked = child && !selected && totalChildren >= MAX_CHILDREN;
  return (
    <div
      className={`rounded-xl border p-4 transition-colors ${selected ? 'border-brand-700 bg-brand-50/60' : 'border-slate-300 bg-white'}`}
    >
      <div className="flex min-h-9 items-center justify-between gap-3">
        <label
          className={`flex items-center gap-3 font-semibold ${locked ? 'text-slate-400' : 'cursor-pointer text-slate-900'}`}
        >
          <input type="checkbox" checked={selected} onChange={onToggle} disabled={locked} className={TICK_CLASS} />
          {title}
        </label>
        {selected && isChildRelation(slot.relation) && (
          <ChildCounter
            relation={slot.relation}
            count={entries.length}
            totalChildren={totalChildren}
            onAdd={onAdd}
            onRemove={onRemove}
          />
        )}
      </div>
      {selected && (
        <div className="mt-3 space-y-3">
          {entries.map((entry) => (
            <NameField
              key={entry.id}
              id={`name-${entry.id}`}
              label={entry.relation === 'SELF' ? t('yourName') : t('members.nameOf', { member: entryLabel(entry, td) })}
              value={entry.name}
              onChange={(value) => onName(entry.index, value)}
              autoComplete={entry.relation === 'SELF' ? 'name' : 'off'}
            />
          ))}
        </div>
      )}
    </div>
  );
}
