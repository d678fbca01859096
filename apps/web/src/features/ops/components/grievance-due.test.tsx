import type { TOpsGrievance } from '@kavach/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GrievanceDue } from './grievance-due.tsx';

// Instants at 20:00 UTC are 1:30 am the next day in India: the day staff see is India's.
const complaint = {
  state: 'OPEN',
  closed_at: null,
  timeline: {
    acknowledge_by: '2026-11-28T20:00:00.000Z',
    resolve_by: '2026-12-09T20:00:00.000Z',
    acknowledge_overdue: true,
    resolve_overdue: false,
    overdue: true,
    escalation_available: false,
  },
} satisfies Pick<TOpsGrievance, 'state' | 'closed_at' | 'timeline'>;

describe('GrievanceDue', () => {
  it('gives the IRDAI days by India’s calendar, spelt out as the console’s moments are, and says which is late', () => {
    render(<GrievanceDue grievance={complaint} />);
    expect(screen.getByText('Acknowledge by 29 Nov 2026 · overdue').className).toContain('text-red-700');
    expect(screen.getByText('Resolve by 10 Dec 2026').className).not.toContain('text-red-700');
  });

  it('gives only the day a closed complaint was closed', () => {
    render(<GrievanceDue grievance={{ ...complaint, state: 'CLOSED', closed_at: '2026-12-01T20:00:00.000Z' }} />);
    expect(screen.getByText('Closed 2 Dec 2026')).toBeTruthy();
    expect(screen.queryByText(/Resolve by/)).toBeNull();
  });
});
