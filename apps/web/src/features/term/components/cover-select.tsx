import { TERM_COVER_OPTIONS } from '@kavach/domain';
import { Dropdown } from '../../../shared/ui/dropdown.tsx';
import { coverLabel } from '../lib/term-details.ts';

const OPTIONS = TERM_COVER_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

/** spec 3 §2.10: the cover (sum insured) dropdown above the quote cards. */
export function CoverSelect({ cover, disabled, onChange }: { cover: number; disabled: boolean; onChange: (cover: number) => void }) {
  return (
    <div className={`w-full sm:w-64 ${disabled ? 'pointer-events-none opacity-60' : ''}`} aria-disabled={disabled || undefined}>
      <Dropdown label="Cover" summary={coverLabel(cover)} options={OPTIONS} value={cover} onChange={(v) => !disabled && onChange(v)} popupClassName="w-64" />
    </div>
  );
}
