import {
  INCOME_BAND_LABELS,
  TERM_COVER_OPTIONS,
  coversForIncome,
  termCoverMultiple,
  termEntryAge,
  todayIso,
} from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { Dropdown } from '../../../shared/ui/dropdown.tsx';
import { coverLabel, type TermDetails } from '../lib/term-details.ts';
import { NS } from '../i18n.ts';

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
  const { t } = useTranslation(NS);
  const td = useDomainText();
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
          label={t('list.cover')}
          summary={td(coverLabel(cover))}
          options={options.map((o) => ({ ...o, label: td(o.label) }))}
          value={cover}
          onChange={(v) => !disabled && onChange(v)}
          popupClassName="w-64"
        />
      </div>
      {band && age !== null && most && hidden > 0 && (
        <p className="mt-1.5 text-xs text-slate-600">
          {t('list.coverNote', {
            most: td(most.label),
            multiple: termCoverMultiple(age),
            age,
            income: td(INCOME_BAND_LABELS[band]),
          })}
        </p>
      )}
    </div>
  );
}
