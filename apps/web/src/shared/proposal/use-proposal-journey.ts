import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { useSessionUser } from '../auth/use-session-user.ts';
import { sessionStore } from '../lib/storage.ts';

/**
 * What every vertical's proposal page does around its own steps (term, motor; issue 15's one journey core): the
 * buyer signs in first (and sees the OTP screen's VERIFIED pause), the journey is read for them, a login the server
 * no longer knows signs them out, and moving to a step reads the journey again — a saved part changes its step,
 * and may change its price — so the next step's form starts from what was saved.
 */
export function useProposalJourney<Step extends string, Journey, Key extends QueryKey>(
  journeyId: string,
  /** The vertical's steps, in order (only their type is used here). */
  _steps: readonly Step[],
  query: UseQueryOptions<Journey, Error, Journey, Key> & { queryKey: Key },
) {
  const queryClient = useQueryClient();
  const { user, signIn, signOut } = useSessionUser();
  const [verified, setVerified] = useState(user !== null);
  const details = useQuery({ ...query, enabled: verified && user !== null });
  const [chosen, setChosen] = useState<Step | null>(null);
  // Moved by the buyer (not the page's first step): the step's title takes the focus.
  const [moved, setMoved] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  useEffect(() => sessionStore.set('journey_id', journeyId), [journeyId]);
  const unauthorised = details.error instanceof ApiError && details.error.status === 401;
  useEffect(() => {
    if (unauthorised) signOut();
  }, [unauthorised, signOut]);

  const goTo = (next: Step) => {
    setChosen(next);
    setMoved(true);
    setRefreshing(true);
    void queryClient.invalidateQueries({ queryKey: query.queryKey }).finally(() => setRefreshing(false));
    window.scrollTo({ top: 0 });
  };

  return {
    user,
    signIn,
    /** Signed in, and past the OTP screen's pause. */
    signedIn: verified && user !== null,
    onVerified: () => setVerified(true),
    details,
    /** The journey could not be read for a reason other than a lost login. */
    loadError: details.error && !unauthorised ? details.error : null,
    chosen,
    moved,
    refreshing,
    goTo,
  };
}
