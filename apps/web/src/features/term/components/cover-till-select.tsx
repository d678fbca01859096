import { TERM_COVER_TILL_AGE_LABELS, TERM_COVER_TILL_AGE_OPTIONS, type TermCoverTillAge } from '@kavach/domain';
import { Dropdown } from '../../../shared/ui/dropdown.tsx';

const OPTIONS = TERM_COVER_TILL_AGE_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

/**
 * The "Cover till age" dropdown above the quote cards, as the aggregators put it: the list then shows only the plans
 * that offer cover till that age, each priced for it (term-quotes.ts says why).
 */
export function CoverTillSelect({
  coverTillAge,
  disabled,
  onChange,
}: {
  coverTillAge: TermCoverTillAge;
  disabled: boolean;
  onChange: (coverTillAge: TermCoverTillAge) => void;
}) {
  return (
    <div
      className={`w-full sm:w-64 ${disabled ? 'pointer-events-none opacity-60' : ''}`}
      aria-disabled={disabled || undefined}
    >
      <Dropdown
        label="Cover till age"
        summary={TERM_COVER_TILL_AGE_LABELS[coverTillAge]}
        options={OPTIONS}
        value={coverTillAge}
        onChange={(v) => !disabled && onChange(v)}
        popupClassName="w-64"
      />
    </div>
  );
}
