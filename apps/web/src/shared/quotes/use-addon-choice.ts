import type { TAddonRequestItem } from '@kavach/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { addonsFromState } from './plan-premium.ts';

/**
 * A plan page's add-on (or rider) choice, kept in its history entry (issues 17, 48): `saved` is the choice the entry
 * was left with, which a reload prices again; `remember` stores a newly priced one there. Nothing is saved on the
 * server until Buy.
 */
export function useAddonChoice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [saved] = useState(() => addonsFromState(location.state));
  const remember = (items: TAddonRequestItem[]) =>
    void navigate(location, { replace: true, state: { ...(location.state as object | null), addons: items } });
  return { saved, remember };
}
