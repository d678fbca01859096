import { todayIso } from '@kavach/domain/validation/dates';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_SELECTION, familyEntries, familyReducer, type FamilyAction } from '../hooks/family-selection.ts';
import { MemberDobEntry } from './member-dob-entry.tsx';

const year = Number(todayIso().slice(0, 4));
// Self, wife and son, named; the dates are what the test types.
const ENTRIES = familyEntries(
  (
    [
      { kind: 'choose-type', type: 'family' },
      { kind: 'self-gender', gender: 'MALE' },
      { kind: 'toggle', slot: 'self' },
      { kind: 'toggle', slot: 'spouse' },
      { kind: 'toggle', slot: 'son' },
      { kind: 'name', slot: 'son', index: 0, value: 'Aarav' },
    ] satisfies FamilyAction[]
  ).reduce(familyReducer, EMPTY_SELECTION),
);

const dobOf = (who: RegExp) => screen.getByRole('textbox', { name: who });
const type = (who: RegExp, value: string) => fireEvent.change(dobOf(who), { target: { value } });
const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
const messages = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('health pre-quote enter-dob sub-step (docs/product/quotes.md §2, §5)', () => {
  /** The step on the three entries, with what it calls back. */
  const renderStep = () => {
    const calls = { onBack: vi.fn(), onContinue: vi.fn() };
    render(<MemberDobEntry entries={ENTRIES} focusTitle={false} {...calls} />);
    return calls;
  };

  it('says what is wrong with each whole date and keeps Continue disabled until every date passes', async () => {
    const { onContinue } = renderStep();
    expect(continueButton().disabled).toBe(true);
    type(/^Self/, '31021990');
    await waitFor(() => expect(messages()).toEqual(['Please enter a valid date (DD/MM/YYYY)']));
    type(/^Wife/, '01081992');
    type(/^Son/, `0101${year - 30}`);
    await waitFor(() =>
      expect(messages()).toEqual([
        'Please enter a valid date (DD/MM/YYYY)',
        'Child must be between 91 days and 25 years old',
      ]),
    );
    expect(continueButton().disabled).toBe(true);

    type(/^Self/, '14051990');
    type(/^Son/, `0101${year - 10}`);
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    expect(messages()).toEqual([]);
    fireEvent.click(continueButton());
    await waitFor(() => expect(onContinue).toHaveBeenCalledWith(['1990-05-14', '1992-08-01', `${year - 10}-01-01`]));
  });

  it('re-checks a child’s date when a parent’s date changes', async () => {
    renderStep();
    type(/^Son/, `0101${year - 10}`);
    type(/^Wife/, '01081992');
    type(/^Self/, '14051990');
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    // A self of 25 would have been 15 at the son's birth; the son's field was not touched again.
    type(/^Self/, `0101${year - 25}`);
    await waitFor(() => expect(messages()).toEqual(['Child must be at least 18 years younger than the parents']));
    expect(dobOf(/^Son/).getAttribute('aria-invalid')).toBe('true');
    expect(continueButton().disabled).toBe(true);
  });

  it('hands the dates typed so far back on Back, whole or not', () => {
    const { onBack } = renderStep();
    type(/^Self/, '1405');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledWith(['14/05', '', '']);
  });
});
