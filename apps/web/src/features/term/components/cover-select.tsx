import {
  INCOME_BAND_LABELS,
  TERM_COVER_OPTIONS,
  coversForIncome,
  termCoverMultiple,
  termEntryAge,
  todayIso,
} from '@kavach/domain';
import { Dropdown } from '../../../shared/ui/dropdown.tsx';
import { coverLabel, type TermDetails } from '../lib/term-details.ts';

const ALL = TERM_COVER_OPTIONS.map((o) => ({ value: o.value as number, label: o.label }));

/**
 * docs/product/review-payment-term-bike.md §2.10: the cover (sum insured) dropdown above the quote cards. It offers
 * only the covers the buyer's income band supports at their age (the server declines the others: "Cover is more than
 * your income supports").
 */
export function CoverSelect({
  cover,
  details,
  onChange,
}: {
  cover: number;
  details: TermDetails | null;
  onChange: (cover: number) => void;
}) {
  // The age cover would start at, which the server rates and caps the cover by.
  const age = details?.dob ? termEntryAge(details.dob, todayIso()) : null;
  const band = details?.annual_income || null;
  const options = band && age !== null ? coversForIncome(band, age) : ALL;
  const hidden = ALL.length - options.length;
  const most = options.at(-1);
  const disabled = !details;
  return (
    <div>
      <div
        className={`w-full sm:w-64 ${disabled ? 'pointer-events-none opacity-60' : ''}`}
        aria-disabled={disabled || undefined}
      >
        <Dropdown
          label="Cover"
          summary={coverLabel(cover)}
          options={options}
          value={cover}
          onChange={(v) => !disabled && onChange(v)}
          popupClassName="w-64"
        />
      </div>
      {band && age !== null && most && hidden > 0 && (
        <p className="mt-1.5 text-xs text-slate-600">
          Covers above {most.label} are not offered: insurers allow up to {termCoverMultiple(age)} times your yearly
          income at age {age}, and an income of {INCOME_BAND_LABELS[band]} supports at most {most.label}.
        </p>
      )}
    </div>
  );
}
