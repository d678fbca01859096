import { useEffect } from 'react';

/** A page reached by a client-side navigation opens at its top, not at the scroll position of the last one. */
export function useScrollToTop(): void {
  useEffect(() => {
    // Not returned: newer Chromium returns a promise from scrollTo, which React would take for a cleanup.
    window.scrollTo({ top: 0 });
  }, []);
}
