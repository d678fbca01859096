import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * docs/product/quotes.md §4 / docs/product/review-payment-term-bike.md §4.13: a filter or cover change asks for a new
 * list; the list shown is cleared and the loader shows until the new list's id is in the address (then its polling
 * takes over). A failed request is logged and the list comes back; `onFailed` lets a vertical say more.
 */
export function useRequote(quoteId: string | null) {
  const [, setParams] = useSearchParams();
  // Set to the list being replaced while a re-quote is asked for; a new quote_id ends it.
  const [requotingFrom, setRequotingFrom] = useState<string | null>(null);
  const requoting = requotingFrom !== null && requotingFrom === quoteId;
  const requote = async (
    ask: () => Promise<string>,
    hooks: { onListed?: (id: string) => void; onFailed?: (err: unknown) => void } = {},
  ) => {
    setRequotingFrom(quoteId);
    try {
      const id = await ask();
      hooks.onListed?.(id);
      // The list's other choices in the address (sort, plans ticked to compare) stay.
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('quote_id', id);
          return next;
        },
        { replace: true },
      );
    } catch (err) {
      console.error('Re-quote failed', err);
      setRequotingFrom(null);
      hooks.onFailed?.(err);
    }
  };
  return { requoting, requote };
}
