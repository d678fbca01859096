import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { CompareBar } from './compare-bar.tsx';
import { QuoteListPage } from './quote-list-page.tsx';

const quotes = Array.from({ length: 17 }, (_, i) => ({ quote_id: `q${i}`, name: `Plan ${i + 1}` }));

function Page({ loading, list }: { loading: boolean; list: typeof quotes }) {
  return (
    <MemoryRouter>
      <QuoteListPage
        quoteId="list-1"
        landing={{ text: '', to: '/', action: '' }}
        title="Health insurance plans for you"
        summary={null}
        sortedBy="premium"
        expected={17}
        illustrative
        controls={null}
        quotes={list}
        loading={loading}
        failed={false}
        card={(q) => <h2>{q.name}</h2>}
        empty={<p>No plans match these filters.</p>}
      />
    </MemoryRouter>
  );
}

describe('QuoteListPage (issues 14 and 17)', () => {
  it('holds the list’s place with skeletons, then shows every plan of a list that arrives, in order', async () => {
    const { rerender } = render(<Page loading list={[]} />);
    expect(screen.getByRole('status', { name: 'Fetching quotes' })).toBeTruthy();
    // Said from the first render, above the skeletons, so nothing arrives above them later (issue 48).
    expect(screen.getByText(/sample catalogue and are illustrative/)).toBeTruthy();

    rerender(<Page loading={false} list={quotes} />);
    await screen.findByText('17 plans found, sorted by premium');
    // Added a few at a time: wait for the last one, then all are there, in the list's order.
    await screen.findByRole('heading', { name: 'Plan 17' }, { timeout: 5000 });
    const names = within(screen.getByRole('list'))
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(names).toEqual(quotes.map((q) => q.name));
    expect(screen.getByText(/sample catalogue and are illustrative/)).toBeTruthy();
  });

  it('shows a list that is already there (Back from a plan) whole at once', () => {
    render(<Page loading={false} list={quotes} />);
    expect(within(screen.getByRole('list')).getAllByRole('heading')).toHaveLength(17);
  });
});

describe('the shared quote list in Hindi (docs/i18n.md)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('counts the plans found and the plans ticked in Hindi', async () => {
    await i18n.changeLanguage('hi');
    render(
      <>
        <Page loading={false} list={quotes} />
        <CompareBar count={1} onClear={() => {}} action={null} />
      </>,
    );
    expect(await screen.findByText('17 प्लान मिले, क्रम: premium')).toBeTruthy();
    expect(screen.getByText(/नमूना कैटलॉग से लिए गए हैं/)).toBeTruthy();
    expect(screen.getByText('3 में से 1 प्लान चुना गया: तुलना के लिए एक और चुनें')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'हटाएँ' })).toBeTruthy();
  });
});
