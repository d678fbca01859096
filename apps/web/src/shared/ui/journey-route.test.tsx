import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewRoute } from './journey-route.tsx';

const Page = ({ journeyId }: { journeyId: string }) => <h1>Reviewing {journeyId}</h1>;

const openReview = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <ReviewRoute chosen="a term plan" to="/term-insurance" linkText="Get term quotes" page={Page} />
    </MemoryRouter>,
  );

afterEach(() => window.sessionStorage.clear());

describe('ReviewRoute', () => {
  it("with no journey, says there is nothing to review and links to the vertical's quotes", () => {
    openReview('/term-insurance/review');
    expect(screen.getByRole('heading', { name: 'Nothing to review yet' })).toBeTruthy();
    expect(
      screen.getByText('Your details appear here once you have chosen a term plan and filled in your proposal.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get term quotes' }).getAttribute('href')).toBe('/term-insurance');
  });

  it('reviews the journey in the address, else the one this tab last worked on', () => {
    window.sessionStorage.setItem('journey_id', 'j-tab');
    const first = openReview('/term-insurance/review?journey_id=j-address');
    expect(screen.getByRole('heading', { name: 'Reviewing j-address' })).toBeTruthy();
    first.unmount();
    openReview('/term-insurance/review');
    expect(screen.getByRole('heading', { name: 'Reviewing j-tab' })).toBeTruthy();
  });
});
