import { useSearchParams } from 'react-router';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import type { SelectOption } from '../../../shared/ui/native-select.tsx';

/**
 * A list filter kept in the address (?name=value), so a filtered queue can be bookmarked and shared by staff.
 * "All" clears it. Returns the value chosen, '' for all.
 */
export function useParamFilter(name: string | undefined) {
  const [params, setParams] = useSearchParams();
  const value = (name && params.get(name)) ?? '';
  const set = (next: string) => setParams(name && next ? { [name]: next } : {}, { replace: true });
  return [value, set] as const;
}

export function ParamSelect({
  label,
  filter: [value, set],
  options,
}: {
  label: string;
  filter: readonly [string, (next: string) => void];
  options: readonly SelectOption[];
}) {
  return (
    <div className="mt-4 max-w-xs">
      <SelectField
        id={`ops-filter-${label.toLowerCase()}`}
        label={label}
        value={value}
        onChange={set}
        options={options}
        placeholder="All"
      />
    </div>
  );
}
