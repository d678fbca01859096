import type { TJourneyConfigResponse } from '@kavach/domain';
import { useEffect } from 'react';
import type { UseFormSubscribe } from 'react-hook-form';
import type { SessionUser } from '../../../shared/auth/use-session-user.ts';
import type { JourneyData } from '../lib/journey-data.ts';

/** What every health proposal step is given: the journey, its saved data and how to change it, the buyer. */
export type StepInput = {
  journeyId: string;
  config: TJourneyConfigResponse;
  data: JourneyData;
  update: (change: (d: JourneyData) => JourneyData) => void;
  user: SessionUser | null;
  /** Called once the step's save answered 200. */
  onSaved: () => void;
};

type Kept = { contact: NonNullable<JourneyData['contact']>; medical: JourneyData['medical'] };

/**
 * docs/product/proposal-kyc.md §2: what is typed is kept in the journey data (session storage) as it is typed, under
 * the step's key.
 */
export function useKeepTyped<K extends keyof Kept>(
  subscribe: UseFormSubscribe<Kept[K]>,
  update: StepInput['update'],
  key: K,
) {
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => update((d) => ({ ...d, [key]: values })),
      }),
    [subscribe, update, key],
  );
}
