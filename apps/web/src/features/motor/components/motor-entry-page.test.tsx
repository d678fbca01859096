import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { MOTOR_KINDS } from '../lib/motor-kind.ts';
import { ACTIVA_ENTRY } from '../lib/test-entry.ts';
import { MotorEntryPage } from './motor-entry-page.tsx';

const vehicle = (id: string, make: string, model: string, variant: string, fuel: string) => ({
  vehicle_id: id,
  kind: 'TWO_WHEELER',
  make,
  model,
  variant,
  fuel,
  engine_cc: 110,
  battery_kw: null,
  seating: 2,
  ex_showroom: 80_000,
});
const VEHICLES = [
  vehicle('honda-activa-6g-standard', 'Honda', 'Activa 6G', 'Standard', 'PETROL'),
  vehicle('tvs-jupiter-cng', 'TVS', 'Jupiter', 'CNG', 'CNG'),
  vehicle('tvs-jupiter-classic', 'TVS', 'Jupiter', 'Classic', 'PETROL'),
];
const RTOS = [{ rto_code: 'MH-12', city: 'Pune', name: 'Pune', zone: 'A' }];
const ACTIVA_RECORD = {
  registration_number: 'MH12AB1234',
  vehicle: VEHICLES[0],
  rto_code: 'MH-12',
  registration_date: '2024-09-23',
  policy_expiry: null,
};
const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Not found' } };

beforeEach(() => {
  // jsdom has no scrolling; the page scrolls to its top when it opens.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  stubApi((url) => {
    if (url.startsWith('/v1/motor/vehicles')) return Response.json(VEHICLES);
    if (url === '/v1/motor/rtos') return Response.json(RTOS);
    if (url === '/v1/motor/registrations/MH12AB1234') return Response.json(ACTIVA_RECORD);
    return Response.json(NOT_FOUND, { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The quote list stands in as the state it was opened with: the entry. */
function QuoteList() {
  return <pre data-testid="entry">{JSON.stringify(useLocation().state)}</pre>;
}
function renderBikePage(state?: unknown) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[{ pathname: '/bike-insurance', state }]}>
        <Routes>
          <Route path="/bike-insurance" element={<MotorEntryPage config={MOTOR_KINDS.TWO_WHEELER} />} />
          <Route path="/bike-insurance/quote-list" element={<QuoteList />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
/** What a screen reader reads after a field: its hint and, when shown, its message. */
const described = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const choose = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const proceed = () => fireEvent.click(screen.getByRole('button', { name: 'Proceed to Quotes' }));
const enteredWith = async () => JSON.parse((await screen.findByTestId('entry')).textContent ?? 'null');

describe('the bike entry form', () => {
  it('on Proceed with nothing chosen names the vehicle and the RTO and focuses the make; an edit clears its message', async () => {
    renderBikePage();
    fireEvent.click(await screen.findByRole('button', { name: 'New Bike' }));
    await screen.findByRole('option', { name: 'Honda' });
    proceed();
    await waitFor(() => expect(described('Variant')).toContain('Choose your vehicle'));
    expect(described('RTO')).toContain('Choose the RTO where the vehicle is registered');
    expect(document.activeElement).toBe(field('Make'));

    choose('RTO', 'MH-12');
    await waitFor(() => expect(described('RTO')).not.toContain('Choose the RTO'));
    expect(described('Variant')).toContain('Choose your vehicle');
    // Choosing the make starts the vehicle again: its message goes, and the next Proceed focuses the model.
    choose('Make', 'TVS');
    await waitFor(() => expect(described('Variant')).not.toContain('Choose your vehicle'));
    proceed();
    await waitFor(() => expect(document.activeElement).toBe(field('Model')));
    expect(described('Variant')).toContain('Choose your vehicle');

    choose('Model', 'Jupiter');
    choose('Fuel type', 'PETROL');
    choose('Variant', 'tvs-jupiter-classic');
    proceed();
    expect(await enteredWith()).toEqual({
      entry: {
        registrationNumber: null,
        vehicleId: 'tvs-jupiter-classic',
        rtoCode: 'MH-12',
        registrationDate: null,
        previousPolicy: null,
      },
    });
  });

  it('after an unknown registration, names what the manual form lacks, and focuses a mistyped number first', async () => {
    renderBikePage();
    fireEvent.change(await screen.findByLabelText('Registration number'), { target: { value: 'mh' } });
    expect(field('Registration number').value).toBe('MH');
    fireEvent.click(screen.getByRole('button', { name: 'Fetch Details' }));
    await screen.findByText('Registration not found. Please enter details manually.');
    await screen.findByRole('option', { name: 'Honda' });
    proceed();
    await waitFor(() => expect(document.activeElement).toBe(field('Registration number')));
    expect(described('Registration number')).toContain('Enter a registration number like MH 12 AB 1234');
    expect(described('Variant')).toContain('Choose your vehicle');
    expect(described('Registration date')).toContain('Enter the registration date');

    // A date in the future is not checked while it is typed, only on the next Proceed.
    choose('Registration date', '2999-01-01');
    await waitFor(() => expect(described('Registration date')).not.toContain('Enter the registration date'));
    expect(described('Registration date')).not.toContain('future');
    proceed();
    await waitFor(() =>
      expect(described('Registration date')).toContain('The registration date cannot be in the future'),
    );

    // A new bike has no registration: its errors go with the choice.
    fireEvent.click(screen.getByRole('button', { name: 'New Bike' }));
    await waitFor(() => expect(described('Variant')).not.toContain('Choose your vehicle'));
    expect(screen.queryByText('Registration not found. Please enter details manually.')).toBeNull();
  });

  it('fills the form from the registry, and Proceed opens the quote list with the entry', async () => {
    renderBikePage();
    fireEvent.change(await screen.findByLabelText('Registration number'), { target: { value: 'MH12AB1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fetch Details' }));
    await waitFor(() => expect(field('Variant').value).toBe('honda-activa-6g-standard'));
    expect([field('Make').value, field('Model').value, field('Fuel type').value]).toEqual([
      'Honda',
      'Activa 6G',
      'PETROL',
    ]);
    expect([field('RTO').value, field('Registration date').value]).toEqual(['MH-12', '2024-09-23']);
    // The registry's facts are shown, not editable; the policy's end, which it does not record, stays the buyer's.
    expect(['Make', 'Model', 'Fuel type', 'Variant', 'RTO'].map((label) => field(label).disabled)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([field('Registration date').readOnly, field('Policy expiry date').readOnly]).toEqual([true, false]);
    proceed();
    expect(await enteredWith()).toEqual({
      entry: { ...ACTIVA_ENTRY, previousPolicy: null },
    });
  });

  it('lets the facts be chosen again once another number is typed', async () => {
    renderBikePage();
    fireEvent.change(await screen.findByLabelText('Registration number'), { target: { value: 'MH12AB1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fetch Details' }));
    await waitFor(() => expect(field('Make').disabled).toBe(true));
    fireEvent.change(field('Registration number'), { target: { value: 'MH12AB1235' } });
    expect([field('Make').disabled, field('RTO').disabled, field('Registration date').readOnly]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('on Edit Details shows the entry it was opened with, once the vehicle list is there', async () => {
    renderBikePage({ entry: ACTIVA_ENTRY });
    await waitFor(() => expect(field('Variant').value).toBe('honda-activa-6g-standard'));
    expect(field('Registration number').value).toBe('MH12AB1234');
    expect(field('Claim-free years').value).toBe('2');
    proceed();
    expect(await enteredWith()).toEqual({ entry: ACTIVA_ENTRY });
  });

  it('on Edit Details with the vehicle list failing, shows the entry and says so rather than loading for ever', async () => {
    stubApi((url) =>
      url === '/v1/motor/rtos' ? Response.json(RTOS) : Response.json({ error: { code: 'X' } }, { status: 503 }),
    );
    renderBikePage({ entry: ACTIVA_ENTRY });
    await screen.findByText('We could not load the vehicle list. Please refresh the page to try again.');
    expect(field('Registration number').value).toBe('MH12AB1234');
    expect(screen.queryByText('Loading your details')).toBeNull();
  });
});

describe('the bike entry page in Hindi (docs/i18n.md)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('words the page, a registered bike’s policy and a new bike’s details in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderBikePage({ entry: ACTIVA_ENTRY });
    expect(await screen.findByRole('heading', { level: 1, name: 'अपना दोपहिया वाहन बीमा खोजें' })).toBeTruthy();
    expect((await screen.findByRole('button', { name: 'मौजूदा बाइक' })).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'बाइक का विवरण' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '1 वर्ष (20% नो क्लेम बोनस)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '5 या अधिक वर्ष (50% नो क्लेम बोनस)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'नई बाइक' }));
    expect(await screen.findByRole('heading', { name: 'आपकी नई बाइक' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कोटेशन के लिए आगे बढ़ें' })).toBeTruthy();
  });
});
