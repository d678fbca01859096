import { useCallback, useEffect, useRef, useState } from 'react';
import { lookupRegistration, type RegisteredVehicle } from '../api/registration-lookup.ts';

export type LookupStatus = 'idle' | 'searching' | 'found' | 'not-found' | 'failed';

/**
 * One registry lookup at a time. A new search, `reset` or leaving the page cancels the one running, so a late
 * answer never fills a form the visitor has moved on from.
 */
export function useRegistrationLookup() {
  const [status, setStatus] = useState<LookupStatus>('idle');
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  /** The record, null when not found or the registry failed, or undefined when cancelled. */
  const search = useCallback(async (registration: string): Promise<RegisteredVehicle | null | undefined> => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setStatus('searching');
    try {
      const found = await lookupRegistration(registration, controller.signal);
      if (controller.signal.aborted) return undefined;
      setStatus(found ? 'found' : 'not-found');
      return found;
    } catch (err) {
      if (controller.signal.aborted) return undefined;
      console.error('Registration lookup failed', err);
      setStatus('failed');
      return null;
    }
  }, []);

  const reset = useCallback(() => {
    running.current?.abort();
    setStatus('idle');
  }, []);

  return { status, search, reset };
}
