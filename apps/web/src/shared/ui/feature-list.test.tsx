import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coverageTabs } from './feature-list.tsx';

const FEATURES = [
  {
    feature_name: 'Day-care treatment',
    feature_description: 'Treatments under 24 hours.',
    feature_explanation: 'Cataract, dialysis and similar.',
    feature_type: 'INCLUDED',
  },
  {
    feature_name: 'Cosmetic surgery',
    feature_description: 'Not paid for.',
    feature_explanation: 'Unless after an accident.',
    feature_type: 'EXCLUDED',
  },
] as const;

describe('coverageTabs', () => {
  it("puts each feature under What's Covered or What's Not Covered, and says when a tab has none", () => {
    const [covered, notCovered] = coverageTabs(FEATURES);
    render(
      <>
        <p>{covered?.label}</p>
        <p>{notCovered?.label}</p>
      </>,
    );
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      "What's Covered",
      "What's Not Covered",
    ]);
    cleanup();

    render(covered?.panel);
    expect(screen.getByText('Day-care treatment')).toBeTruthy();
    expect(screen.queryByText('Cosmetic surgery')).toBeNull();
    cleanup();

    render(notCovered?.panel);
    expect(screen.getByText('Cosmetic surgery')).toBeTruthy();
    cleanup();

    render(coverageTabs([])[0]?.panel);
    expect(screen.getByText('Nothing listed for this plan.')).toBeTruthy();
  });
});
