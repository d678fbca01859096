import type { TJourneyConfigResponse } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { healthJourneyDetailsQuery } from '../../../shared/api/health-journey-details.ts';
import type { JourneyData } from '../lib/journey-data.ts';
import { isEmptyJourneyData, journeyDataFromDetails } from '../lib/restore-journey.ts';

/**
 * A tab with the login but without this journey's data (a new tab, another device) asks the server what
 * was saved and starts from that. Returns true while that answer is awaited, so forms do not open blank
 * and then change under the buyer's hands.
 */
export function useRestoreJourney(
  journeyId: string,
  config: TJourneyConfigResponse | undefined,
  data: JourneyData,
  update: (change: (d: JourneyData) => JourneyData) => void,
  enabled: boolean,
): boolean {
  const wanted = enabled && config !== undefined && isEmptyJourneyData(data);
  const details = useQuery({
    ...healthJourneyDetailsQuery(journeyId),
    enabled: wanted,
    staleTime: Infinity,
    retry: false,
  });
  const restored = useMemo(
    () => (details.data && config ? journeyDataFromDetails(details.data, config) : null),
    [details.data, config],
  );
  const found = restored !== null && !isEmptyJourneyData(restored);
  useEffect(() => {
    if (wanted && found) update(() => restored);
  }, [wanted, found, restored, update]);
  useEffect(() => {
    if (details.error) console.error('Journey details fetch failed', details.error);
  }, [details.error]);
  // Still waiting in the render between the answer and the update that stores it.
  return wanted && (details.isPending || found);
}
