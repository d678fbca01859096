import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSetSearchParam } from './use-set-search-param.ts';

/** Up to 3 plan ids from the address's `compare` list, each once; anything not shaped like an id is dropped. */
export const ticksFromParam = (raw: string | null): string[] =>
  [...new Set((raw ?? '').split(',').filter((id) => /^[a-z0-9-]{1,64}$/.test(id)))].slice(0, 3);

/**
 * Issue 48: a quote list's compare ticks, in its address (`compare=a,b`), and the comparison shown in place of the
 * cards (`view=compare`, its own history entry, so Back returns to the cards). The entry's history state goes along:
 * the motor list's vehicle lives there.
 */
export function useCompareTicks() {
  const [params] = useSearchParams();
  const setParam = useSetSearchParam();
  const navigate = useNavigate();
  const { state } = useLocation();
  const ticked = ticksFromParam(params.get('compare'));
  const toggle = (id: string) => {
    const next = ticked.includes(id) ? ticked.filter((t) => t !== id) : [...ticked, id].slice(0, 3);
    setParam('compare', next.join(',') || null);
  };
  const showing = params.get('view') === 'compare' && ticked.length >= 2;
  const show = () => {
    const next = new URLSearchParams(params);
    next.set('view', 'compare');
    void navigate({ search: `?${next.toString()}` }, { state });
  };
  return {
    ticked,
    toggle,
    clear: () => setParam('compare', null),
    showing,
    show,
    hide: () => setParam('view', null),
  };
}

export type CompareTicks = ReturnType<typeof useCompareTicks>;
