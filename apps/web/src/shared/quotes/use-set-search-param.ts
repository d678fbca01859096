import { useLocation, useSearchParams } from 'react-router';

/**
 * Sets (or with null, removes) one search param of the address in place: the sort, the compare ticks. Replaces the
 * history entry and keeps the scroll, as the buyer stays on the same list.
 */
export function useSetSearchParam(): (key: string, value: string | null) => void {
  const [, setParams] = useSearchParams();
  // The entry's own history state stays with it (the motor list's vehicle lives there), so a reload still finds it.
  const { state } = useLocation();
  return (key, value) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true, state },
    );
}
