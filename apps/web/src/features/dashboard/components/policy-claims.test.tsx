import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { PolicyClaims } from './policy-claims.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const claim = {
  id: '6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f61',
  policy_number: 'HDFC-ERGO-H-2026-3F9A0C12',
  kind: 'REIMBURSEMENT',
  status: 'DOCUMENTS_REQUESTED',
  claimed_amount: 40000,
  approved_amount: null,
  reason: null,
  documents_requested: ['HOSPITAL_BILLS', 'DISCHARGE_SUMMARY'],
  insurer_claim_number: 'HDFC-ERGO-CL-3F9A0C12',
  intimated_at: '2027-01-10T04:30:00.000Z',
  clocks: [],
  files: [
    {
      id: '6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f71',
      document: 'HOSPITAL_BILLS',
      file_name: 'bills.pdf',
      size_bytes: 120_000,
      state: 'READY',
    },
  ],
};
const withBoth = {
  ...claim,
  files: [
    ...claim.files,
    {
      id: '6b1f7c1e-2f4a-4c7e-9d0b-2a1e5c3d4f72',
      document: 'DISCHARGE_SUMMARY',
      file_name: 'summary.pdf',
      size_bytes: 2_400_000,
      state: 'READY',
    },
  ],
};
const reviewed = {
  ...withBoth,
  status: 'INTIMATED',
  documents_requested: [],
  files: withBoth.files.map((f) => ({ ...f, state: 'SENT' })),
  clocks: [
    {
      name: 'SETTLEMENT',
      state: 'OVERDUE',
      due_at: '2027-01-25T04:30:00.000Z',
      words: 'Settlement overdue by 3 days',
    },
  ],
};
const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

const renderClaims = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PolicyClaims policyNumber={claim.policy_number} />
    </QueryClientProvider>,
  );

// Issue 47: the claim as the buyer reads it under the policy, and the documents the insurer asked for, sent as files.
it('sends nothing until every document asked for has a file', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => json({ claims: [claim] })),
  );
  renderClaims();
  expect(await screen.findByText('The insurer asks for: Hospital bills, Discharge summary.')).toBeTruthy();
  expect(screen.getByText('✓ bills.pdf (117 KB)')).toBeTruthy();
  expect(screen.getByLabelText(/Discharge summary/)).toBeTruthy();
  // A document with a file offers another; one without, a first. No browser picker saying "No file chosen" under a
  // file just added.
  expect(
    screen.getAllByRole('button', { name: /file/ }).map((b) => [b.textContent, b.getAttribute('aria-describedby')]),
  ).toEqual([
    ['Add another file', screen.getByText('Hospital bills').id],
    ['Choose a file', screen.getByText('Discharge summary').id],
  ]);
  const sendButton = screen.getByRole('button', { name: 'Send the documents to the insurer' }) as HTMLButtonElement;
  expect(sendButton.disabled).toBe(true);
  expect(screen.getByText('Add a file for each document asked for, then send them together.')).toBeTruthy();
});

it('sends the files once each document has one, then shows the claim under review with its clock', async () => {
  let current: unknown = withBoth;
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        sent.push([url, JSON.parse(String(init.body))]);
        current = reviewed;
        return json(reviewed);
      }
      return json({ claims: [current] });
    }),
  );
  renderClaims();
  expect(await screen.findByText('✓ summary.pdf (2.3 MB)')).toBeTruthy();
  expect(screen.getByText(/Reimbursement of bills paid: ₹40,000 claimed/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Send the documents to the insurer' }));
  expect(await screen.findByText('The insurer has your claim and is reviewing it.')).toBeTruthy();
  expect(screen.getByText('Settlement overdue by 3 days').className).toContain('text-red-700');
  expect(
    screen.getByText('Sent to the insurer: Hospital bills (bills.pdf), Discharge summary (summary.pdf)'),
  ).toBeTruthy();
  expect(sent).toEqual([[`/v1/policies/${claim.policy_number}/claims/${claim.id}/documents`, {}]]);
  expect(screen.queryByRole('button', { name: 'Send the documents to the insurer' })).toBeNull();
});
