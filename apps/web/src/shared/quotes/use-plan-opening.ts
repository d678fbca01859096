import type { JourneyVertical } from '@kavach/domain';
import { useState } from 'react';
import { showAlert } from '../ui/alert-host.tsx';
import { startJourney } from './start-journey.ts';

type Openable = { quote_id: string; plan_id: string; insurer_id: string };

/**
 * docs/product/quotes.md §4 / docs/product/review-payment-term-bike.md §4.13: choosing a card's yearly price starts a
 * journey (initiate call), stores journey_id and plan_id, and opens the plan detail view. One plan opens at a time.
 */
export function usePlanOpening<Q extends Openable>(vertical: JourneyVertical) {
  const [opening, setOpening] = useState<string | null>(null);
  const [selected, setSelected] = useState<{ quote: Q; journeyId: string } | null>(null);
  const choose = async (quote: Q) => {
    setOpening(quote.quote_id);
    try {
      const journeyId = await startJourney(vertical, {
        quote_id: quote.quote_id,
        plan_id: quote.plan_id,
        insurer_id: quote.insurer_id,
      });
      setSelected({ quote, journeyId });
      window.scrollTo({ top: 0 });
    } catch (err) {
      console.error('Journey start failed', err);
      showAlert('This plan could not be opened. Please try again.');
    } finally {
      setOpening(null);
    }
  };
  return { opening, selected, choose: (quote: Q) => void choose(quote), close: () => setSelected(null) };
}
