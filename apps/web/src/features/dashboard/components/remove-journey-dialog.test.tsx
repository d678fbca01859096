import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { NONE_KEPT, personalAnswersKept, storePersonalAnswers } from '../../../test/personal-storage.ts';
import { RemoveJourneyDialog } from './remove-journey-dialog.tsx';

// "Remove" on the dashboard tells the buyer "the answers you gave for it and any documents you uploaded are deleted
// now", and the server erases them. The same answers typed in this tab stay in session storage (journey_data, kept for
// the proposal's reload): the removed purchase's PAN, dates of birth and medical answers outlive its removal.

const journeyId = '0b8f4a7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

it('forgets the removed purchase’s answers (PAN, dates of birth, medical answers) kept in this tab', async () => {
  storePersonalAnswers(journeyId);
  const fetch = vi.fn(async () => json(200, { journey_id: journeyId, uploads_erased: 0 }));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RemoveJourneyDialog journeyId={journeyId} planName="Health Guard" />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Remove Health Guard' }));
  expect((await screen.findByRole('alertdialog', { name: 'Remove this purchase?' })).textContent).toContain(
    'the answers you gave for it and any documents you uploaded are deleted now',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(window.sessionStorage.getItem('journey_data')).toBeNull());
  // The family's health answers are for their next quote, not this purchase's: they stay.
  expect(personalAnswersKept()).toEqual({
    ...NONE_KEPT,
    preQuoteDetails: true,
    selectedMember: true,
    selectedPEDs: true,
  });
});
