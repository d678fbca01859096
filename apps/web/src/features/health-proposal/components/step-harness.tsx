import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { vi } from 'vitest';
import type { StepInput } from '../hooks/use-step-input.ts';
import { emptyJourneyData, type JourneyData } from '../lib/journey-data.ts';
import { CONFIG } from '../lib/test-fixtures.ts';

type PageGives = StepInput & { focusTitle: boolean; onBack: () => void };

/**
 * For the step tests: renders a proposal step with what the page gives it — the test config, the journey data kept
 * in state as the page keeps it, no user, the focus left alone — inside `wrap` (a router, where the step links out).
 * Returns the step's onSaved and a read of the latest journey data.
 */
export function renderHealthStep(
  step: (props: PageGives) => ReactNode,
  initial: JourneyData = emptyJourneyData(CONFIG.journey_id),
  wrap: (harness: ReactNode) => ReactNode = (harness) => harness,
) {
  const onSaved = vi.fn();
  let latest = initial;
  function Harness() {
    const [data, setData] = useState(initial);
    latest = data;
    return step({
      journeyId: CONFIG.journey_id,
      config: CONFIG,
      data,
      update: (change) => setData(change),
      user: null,
      focusTitle: false,
      onBack: () => {},
      onSaved,
    });
  }
  render(wrap(<Harness />));
  return { onSaved, data: () => latest };
}
