import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { renderAt } from '../../../test/render-at.tsx';
import { DEFAULT_TERM_DETAILS } from '../lib/term-details.ts';
import { PersonStep } from './person-step.tsx';

// The domain's texts load once per worker (even English, as an empty catalogue): before a first synchronous read.
beforeAll(() => i18n.loadNamespaces('domain'));

// 15 June 2026 in India: the years offered are 1950 to 2008, and the ages below are worked out from it.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T06:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Two plans: one takes buyers to 65, one to 60; both cover till 60 or 65, for 5 years at least, so 60 is the oldest
// age either can take.
const PLANS = [
  { plan_meta_json: { max_entry_age: 65, cover_till_ages: [60, 65] } },
  { plan_meta_json: { max_entry_age: 60, cover_till_ages: [60, 65] } },
];

const part = (name: 'Day' | 'Month' | 'Year') => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
function choose(day: number, month: number, year: number) {
  fireEvent.change(part('Year'), { target: { value: String(year) } });
  fireEvent.change(part('Month'), { target: { value: String(month) } });
  fireEvent.change(part('Day'), { target: { value: String(day) } });
}

function renderStep() {
  stubApi(() => Response.json(PLANS));
  const onContinue = vi.fn();
  renderAt(
    '/term-insurance',
    <PersonStep step={3} details={DEFAULT_TERM_DETAILS} focusTitle={false} onContinue={onContinue} />,
  );
  return onContinue;
}

describe('term wizard person step (docs/product/review-payment-term-bike.md §2.9 step 3, §5.4)', () => {
  it('says nothing until the date is whole, then the age range; a date of 18 to 60 tells the cover and continues', async () => {
    const onContinue = renderStep();
    expect(continueButton().disabled).toBe(true);
    fireEvent.change(part('Year'), { target: { value: '2008' } });
    fireEvent.change(part('Month'), { target: { value: '6' } });
    expect(screen.queryByRole('alert')).toBeNull();
    // 16 June 2008: 18 tomorrow, 17 today.
    fireEvent.change(part('Day'), { target: { value: '16' } });
    expect(screen.getByRole('alert').textContent).toBe('Age must be between 18 and 75 years');
    expect(part('Day').getAttribute('aria-invalid')).toBe('true');
    expect(continueButton().disabled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    choose(1, 1, 1996);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      screen.getByText(
        'Age 30: your cover would run to age 65, for 35 years. You can choose the age it runs till on the plan list.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    fireEvent.click(continueButton());
    await waitFor(() => expect(onContinue).toHaveBeenCalledOnce());
    const update = onContinue.mock.calls[0]?.[0] as (d: typeof DEFAULT_TERM_DETAILS) => typeof DEFAULT_TERM_DETAILS;
    expect(update(DEFAULT_TERM_DETAILS)).toMatchObject({ gender: 'Female', dob: '1996-01-01', policy_term: 35 });
  });

  it('refuses an age no plan covers, naming the plans’ entry ages', async () => {
    renderStep();
    choose(1, 1, 1964);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No plan can cover you at age 62. Plans here take buyers aged 18 to 60–65 (by plan), for cover of at least 5 years, so the oldest age any plan covers is 60.',
    );
    expect(continueButton().disabled).toBe(true);
  });
});
