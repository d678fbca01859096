import {
  COVERAGE_OPTIONS,
  DEFAULT_QUOTE_FILTERS,
  HEALTH_INSURERS,
  MATERNITY_WAITING_PERIOD_OPTIONS,
  POLICY_PERIOD_OPTIONS,
  ROOM_RENT_TYPE_OPTIONS,
  lakhCroreLabel,
  type QuoteFilters,
} from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { Dropdown } from '../../../shared/ui/dropdown.tsx';
import { NS } from '../i18n.ts';
import { MultiSelectFilter } from './multi-select-filter.tsx';

/**
 * docs/product/quotes.md §2: Cover, Policy Period, Room Rent, Insurer (multi-select), Maternity Cover Waiting Period.
 * Single-selects apply at once; multi-selects on "Apply" (issue 17).
 */
export function FilterBar({
  filters: known,
  onChange,
}: {
  /** Null while the list's request is still being read: the bar keeps its place, its buttons off and unlabelled. */
  filters: QuoteFilters | null;
  onChange: (next: QuoteFilters) => void;
}) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  // The domain's option labels (periods, room types, waiting periods) in the page's language.
  const said = <V,>(options: readonly { value: V; label: string }[]) =>
    options.map((o) => ({ value: o.value, label: td(o.label) }));
  const summaryOf = (labels: string[], none: string) =>
    labels.length === 0
      ? none
      : labels.length === 1
        ? (labels[0] ?? none)
        : t('filters.selected', { number: labels.length });
  const filters = known ?? DEFAULT_QUOTE_FILTERS;
  const shown = (summary: string) => (known ? summary : '…');
  const roomLabels = ROOM_RENT_TYPE_OPTIONS.filter((o) => filters.room_rent_types.includes(o.value)).map((o) =>
    td(o.label),
  );
  const insurerLabels = HEALTH_INSURERS.filter((i) => filters.insurers.includes(i.insurer_id)).map((i) => i.name);
  const maternity = MATERNITY_WAITING_PERIOD_OPTIONS.find((o) => o.value === filters.maternity_waiting_period_months);
  // What each filter reads, and its change, which replaces only its own key of the filters.
  const bind = <K extends keyof QuoteFilters>(key: K) => ({
    value: filters[key],
    onChange: (value: QuoteFilters[K]) => onChange({ ...filters, [key]: value }),
  });
  return (
    <fieldset
      disabled={!known}
      aria-busy={!known}
      aria-label={t('filters.label')}
      className="m-0 grid min-w-0 grid-cols-2 gap-2 border-0 p-0 lg:grid-cols-5"
    >
      <Dropdown
        label={t('filters.cover')}
        summary={shown(td(lakhCroreLabel(filters.coverage)))}
        {...bind('coverage')}
        options={COVERAGE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        popupClassName="w-[425px] [&_fieldset>div]:grid-cols-2"
      />
      <Dropdown
        label={t('filters.policyPeriod')}
        summary={shown(td(POLICY_PERIOD_OPTIONS.find((o) => o.value === filters.tenure)?.label ?? filters.tenure))}
        {...bind('tenure')}
        options={said(POLICY_PERIOD_OPTIONS)}
      />
      <MultiSelectFilter
        label={t('filters.roomRent')}
        summary={shown(summaryOf(roomLabels, t('filters.any')))}
        {...bind('room_rent_types')}
        options={said(ROOM_RENT_TYPE_OPTIONS)}
      />
      <MultiSelectFilter
        label={t('filters.insurer')}
        summary={shown(summaryOf(insurerLabels, t('filters.allInsurers')))}
        {...bind('insurers')}
        options={HEALTH_INSURERS.map((i) => ({ value: i.insurer_id, label: i.name }))}
      />
      <Dropdown
        label={t('filters.maternity')}
        summary={shown(maternity ? td(maternity.label) : t('filters.any'))}
        {...bind('maternity_waiting_period_months')}
        options={[{ value: null, label: t('filters.any') }, ...said(MATERNITY_WAITING_PERIOD_OPTIONS)]}
      />
    </fieldset>
  );
}
