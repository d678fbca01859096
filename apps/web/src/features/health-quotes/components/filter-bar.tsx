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
import { Dropdown } from '../../../shared/ui/dropdown.tsx';
import { MultiSelectFilter } from './multi-select-filter.tsx';

const summaryOf = (labels: string[], none: string) =>
  labels.length === 0 ? none : labels.length === 1 ? (labels[0] ?? none) : `${labels.length} selected`;

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
  const filters = known ?? DEFAULT_QUOTE_FILTERS;
  const shown = (summary: string) => (known ? summary : '…');
  const roomLabels = ROOM_RENT_TYPE_OPTIONS.filter((o) => filters.room_rent_types.includes(o.value)).map(
    (o) => o.label,
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
      aria-label="Filter plans"
      className="m-0 grid min-w-0 grid-cols-2 gap-2 border-0 p-0 lg:grid-cols-5"
    >
      <Dropdown
        label="Cover"
        summary={shown(lakhCroreLabel(filters.coverage))}
        {...bind('coverage')}
        options={COVERAGE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        popupClassName="w-[425px] [&_fieldset>div]:grid-cols-2"
      />
      <Dropdown
        label="Policy Period"
        summary={shown(POLICY_PERIOD_OPTIONS.find((o) => o.value === filters.tenure)?.label ?? filters.tenure)}
        {...bind('tenure')}
        options={POLICY_PERIOD_OPTIONS}
      />
      <MultiSelectFilter
        label="Room Rent"
        summary={shown(summaryOf(roomLabels, 'Any'))}
        {...bind('room_rent_types')}
        options={ROOM_RENT_TYPE_OPTIONS}
      />
      <MultiSelectFilter
        label="Insurer"
        summary={shown(summaryOf(insurerLabels, 'All insurers'))}
        {...bind('insurers')}
        options={HEALTH_INSURERS.map((i) => ({ value: i.insurer_id, label: i.name }))}
      />
      <Dropdown
        label="Maternity Cover Waiting Period"
        summary={shown(maternity?.label ?? 'Any')}
        {...bind('maternity_waiting_period_months')}
        options={[{ value: null, label: 'Any' }, ...MATERNITY_WAITING_PERIOD_OPTIONS]}
      />
    </fieldset>
  );
}
