import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { JourneyCard } from './journey-card.tsx';

const journey = {
  journey_id: '5a0c1f4e-58e4-4a55-9c3a-2f8f6d1c9b10',
  plan_name: 'Two-wheeler Package',
  insurer_name: 'Digit',
  journey_step: 'OWNER',
  total_premium: 1840,
  updated_at: '2026-11-20T10:00:00.000Z',
};

describe('JourneyCard', () => {
  it.each([
    ['HEALTH', 'Health'],
    ['TERM', 'Term life'],
    ['MOTOR', 'Motor'],
  ] as const)('names a %s purchase as %s, with its insurer and premium', (vertical, product) => {
    render(
      <MemoryRouter>
        <ul>
          <JourneyCard journey={{ ...journey, vertical }} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByText(new RegExp(`^${product} · Digit · ₹1,840`))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Resume Two-wheeler Package' })).toBeTruthy();
  });

  it('says when it was last saved by the Indian calendar: 1:30 am in Pune is already the next day', () => {
    render(
      <MemoryRouter>
        <ul>
          <JourneyCard journey={{ ...journey, vertical: 'HEALTH', updated_at: '2026-11-26T20:00:00.000Z' }} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByText(/last saved 27\/11\/2026$/)).toBeTruthy();
  });
});
