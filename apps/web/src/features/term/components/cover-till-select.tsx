import { TERM_COVER_TILL_AGE_LABELS, TERM_COVER_TILL_AGE_OPTIONS, type TermCoverTillAge } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { Dropdown } from '../../../shared/ui/dropdown.tsx';
import { NS } from '../i18n.ts';

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
  const { t } = useTranslation(NS);
  const td = useDomainText();
  return (
    <div
      className={`w-full sm:w-64 ${disabled ? 'pointer-events-none opacity-60' : ''}`}
      aria-disabled={disabled || undefined}
    >
      <Dropdown
        label={t('list.coverTill')}
        summary={td(TERM_COVER_TILL_AGE_LABELS[coverTillAge])}
        options={OPTIONS.map((o) => ({ ...o, label: td(o.label) }))}
        value={coverTillAge}
        onChange={(v) => !disabled && onChange(v)}
        popupClassName="w-64"
      />
    </div>
  );
}
