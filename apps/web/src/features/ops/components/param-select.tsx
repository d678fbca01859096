import { useSearchParams } from 'react-router';
import { INPUT_CLASS, LABEL_CLASS } from '../../../shared/ui/field-styles.ts';
import { NativeSelect } from '../../../shared/ui/native-select.tsx';

/**
 * A list filter kept in the address (?name=value), so a filtered queue can be bookmarked and shared by staff.
 * "All" clears it. Returns the value chosen, '' for all.
 */
export function useParamFilter(name: string) {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const set = (next: string) => setParams(next ? { [name]: next } : {}, { replace: true });
  return [value, set] as const;
}

export function ParamSelect({
  label,
  filter: [value, set],
  options,
}: {
  label: string;
  filter: readonly [string, (next: string) => void];
  options: readonly { value: string; label: string }[];
}) {
  const id = `ops-filter-${label.toLowerCase()}`;
  return (
    <div className="mt-4 max-w-xs">
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <NativeSelect
        id={id}
        className={INPUT_CLASS}
        value={value}
        onChange={(e) => set(e.target.value)}
        options={options}
        placeholder="All"
      />
    </div>
  );
}
