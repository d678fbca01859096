import { useCallback, useState } from 'react';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { emptyJourneyData, readJourneyData, writeJourneyData, type JourneyData } from '../lib/journey-data.ts';

/**
 * This journey's data from session storage. Data of another journey is discarded together with its
 * stored step, so buying a second plan in the same tab starts that proposal afresh.
 */
export function initJourneyData(journeyId: string): JourneyData {
  const stored = readJourneyData(journeyId);
  if (stored) return stored;
  sessionStore.remove('journeyStep');
  const fresh = emptyJourneyData(journeyId);
  writeJourneyData(fresh);
  return fresh;
}

export function useJourneyData(journeyId: string) {
  const [data, setData] = useState<JourneyData>(() => initJourneyData(journeyId));
  const update = useCallback((change: (current: JourneyData) => JourneyData) => {
    setData((current) => {
      const next = change(current);
      writeJourneyData(next);
      return next;
    });
  }, []);
  return [data, update] as const;
}
