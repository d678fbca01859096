import { useCallback, useEffect, useRef, useState } from 'react';
import { lookupVehicle, type VehicleDetails, type VehicleLookup } from '../lib/vehicle-lookup.ts';

export type LookupStatus = 'idle' | 'searching' | 'found' | 'not-found';

/**
 * Runs one registration lookup at a time (spec 3 §4.15). A new search, `reset` or leaving the page
 * cancels the one running, so a late answer never fills a form the visitor has moved on from.
 */
export function useVehicleLookup(lookup: VehicleLookup = lookupVehicle) {
  const [status, setStatus] = useState<LookupStatus>('idle');
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  /** The details, null when not found, or undefined when cancelled. */
  const search = useCallback(
    async (registration: string): Promise<VehicleDetails | null | undefined> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setStatus('searching');
      try {
        const details = await lookup(registration, controller.signal);
        setStatus(details ? 'found' : 'not-found');
        return details;
      } catch (err) {
        if (controller.signal.aborted) return undefined;
        // A failing registry is no different to the visitor: they enter the details by hand.
        console.error('Vehicle lookup failed', err);
        setStatus('not-found');
        return null;
      }
    },
    [lookup],
  );

  const reset = useCallback(() => {
    running.current?.abort();
    setStatus('idle');
  }, []);

  return { status, search, reset };
}
