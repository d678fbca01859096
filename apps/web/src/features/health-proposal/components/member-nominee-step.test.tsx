import { MESSAGES } from '@kavach/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { messageOf } from '../../../test/field-message.ts';
import { emptyJourneyData, type JourneyData } from '../lib/journey-data.ts';
import { CONFIG, PROPOSER, dobYearsAgo } from '../lib/test-fixtures.ts';
import { MemberNomineeStep } from './member-nominee-step.tsx';
import { renderHealthStep } from './step-harness.tsx';

// The domain's texts (useDomainText) load once per language: loaded first, no render waits for them.
beforeAll(() => i18n.loadNamespaces('domain'));

afterEach(() => {
  vi.unstubAllGlobals();
});

const body = { height_feet: '5', height_inch: '6', weight: '60' };
const me = {
  full_name: 'Rahul Kulkarni',
  gender: 'male',
  dob: '01/05/1990',
  marital_status: 'married',
  education: 'GRADUATE',
  pan_number: 'ABCDE1234F',
  mobile: '9876543210',
  pincode: '411001',
  ...body,
};
const wife = { full_name: 'Priya Kulkarni', gender: 'female', dob: '10/03/1992', marital_status: 'married', ...body };
const son = { full_name: 'Arjun Kulkarni', gender: 'male', dob: '20/07/2016', ...body, weight: '26' };

function renderStep(initial: JourneyData = emptyJourneyData(CONFIG.journey_id)) {
  return renderHealthStep(
    ({ onBack: _onBack, ...props }) => <MemberNomineeStep {...props} pincode="411001" />,
    initial,
    (step) => (
      <MemoryRouter initialEntries={['/health-insurance/proposal']}>
        <Routes>
          <Route path="/health-insurance/proposal" element={step} />
          <Route path="/health-insurance" element={<h1>Pre-quote</h1>} />
        </Routes>
      </MemoryRouter>
    ),
  );
}

/** Me, Wife and Son filled in and continued; the Daughter's tab opens. */
const threeDone = (): JourneyData => ({
  ...emptyJourneyData(CONFIG.journey_id),
  forms: { me, 'member-m2': wife, 'member-m3': son },
  completed: ['me', 'member-m2', 'member-m3'],
});

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)) as HTMLInputElement;
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

const saved = () => Response.json({ journey_id: CONFIG.journey_id, status: 'SAVED', journey_step: 'X' });

describe('health member and nominee step (docs/product/proposal-kyc.md §2, §5)', () => {
  it('shows a field’s message when it loses focus, and clears it as soon as the field is edited', async () => {
    renderStep();
    fireEvent.change(field('PAN'), { target: { value: 'abc12' } });
    expect(field('PAN').value).toBe('ABC12');
    fireEvent.blur(field('PAN'));
    await waitFor(() => expect(messageOf(field('PAN'))).toBe('Enter a valid PAN number (e.g., ABCDE1234F)'));
    fireEvent.change(field('Height (feet)'), { target: { value: '9' } });
    fireEvent.blur(field('Height (feet)'));
    await waitFor(() => expect(messageOf(field('Height (feet)'))).toBe('Height should be between 3-8 feet'));
    fireEvent.change(field('PAN'), { target: { value: 'ABCDE1234F' } });
    await waitFor(() => expect(field('PAN').getAttribute('aria-invalid')).toBeNull());
    expect(messageOf(field('Height (feet)'))).toBe('Height should be between 3-8 feet');
  });

  it('on Continue shows every message of the open tab, focuses the first, and saves nothing', async () => {
    const calls = stubApi(saved);
    renderStep();
    fireEvent.click(continueButton());
    await waitFor(() => expect(screen.getAllByText('Please select an option')).toHaveLength(2));
    expect(messageOf(field('PAN'))).toBe('This field is required');
    expect(messageOf(field('Weight (kg)'))).toBe('This field is required');
    // Mobile is optional on the Me form.
    expect(field('Mobile number').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('Marital status'));
    expect(calls).toEqual([]);
  });

  it('locks the quoted date of birth and gender, says why, and Change members leads back to a new quote', async () => {
    renderStep();
    expect(screen.getByRole('note').textContent).toContain(
      'Date of birth and gender are as quoted: they set your premium, so they cannot be changed here.',
    );
    expect(field('Date of birth').readOnly).toBe(true);
    expect(field('Date of birth').value).toBe('01/05/1990');
    expect(screen.getAllByRole('radio').every((r) => r.matches(':disabled'))).toBe(true);
    expect(screen.getAllByText(/As in your quote/)).toHaveLength(2);
    fireEvent.click(screen.getByRole('link', { name: 'Change members' }));
    await screen.findByRole('heading', { name: 'Pre-quote' });
    expect(window.sessionStorage.getItem('insuranceFor')).toBe('family');
    expect(window.sessionStorage.getItem('PreQuoteStep')).toBe('FAMILY_PERSONAL_DETAILS');
  });

  it('saves every member in one call from the last member tab, then the nominee, with the wire values', async () => {
    const calls = stubApi(saved);
    const { onSaved } = renderStep(threeDone());
    await screen.findByRole('heading', { name: "Please provide Daughter's details" });
    fireEvent.change(field('Height (feet)'), { target: { value: '3' } });
    fireEvent.change(field('Height (inches)'), { target: { value: '6' } });
    fireEvent.change(field('Weight (kg)'), { target: { value: '18.5' } });
    fireEvent.click(continueButton());
    await screen.findByRole('heading', { name: 'Enter Nominee Details' });
    expect(calls.map((c) => c.url)).toEqual(['/v1/health/journey/save-insured-member-details']);
    const members = calls[0]!.body;
    expect(members.proposer_details).toMatchObject({ ...PROPOSER, height_feet: 5, weight: 60 });
    expect(members.insured_member_list).toMatchObject([
      { member_type: 'SELF', relation: 'SELF', full_name: 'Rahul Kulkarni', gender: 'MALE', dob: '1990-05-01' },
      { member_type: 'SPOUSE', full_name: 'Priya Kulkarni', marital_status: 'married', weight: 60 },
      { member_type: 'CHILD_01', full_name: 'Arjun Kulkarni', weight: 26 },
      { member_type: 'CHILD_02', full_name: 'Asha Kulkarni', gender: 'FEMALE', height_inch: 6, weight: 18.5 },
    ]);

    // The nominee is a minor: the appointee appears and is required.
    fireEvent.change(field('Nominee Name'), { target: { value: 'Asha Kulkarni' } });
    fireEvent.click(screen.getAllByRole('radio', { name: 'Female' })[0]!);
    fireEvent.change(field('Nominee Date of Birth'), { target: { value: dobYearsAgo(7) } });
    fireEvent.change(field('Nominee Relation'), { target: { value: 'DAUGHTER' } });
    fireEvent.change(field('Nominee Address'), { target: { value: 'Flat 4, FC Road, Pune' } });
    await screen.findByText('Since the nominee is under 18 years, an appointee is required.');
    fireEvent.click(continueButton());
    await waitFor(() => expect(messageOf(field('Appointee Name'))).toBe('This field is required'));
    expect(document.activeElement).toBe(field('Appointee Name'));
    fireEvent.change(field('Appointee Name'), { target: { value: 'Priya Kulkarni' } });
    fireEvent.click(screen.getAllByRole('radio', { name: 'Female' })[1]!);
    fireEvent.change(field('Appointee Date of Birth'), { target: { value: dobYearsAgo(16) } });
    fireEvent.blur(field('Appointee Date of Birth'));
    await waitFor(() => expect(messageOf(field('Appointee Date of Birth'))).toBe('Minimum age should be 18 years'));
    fireEvent.change(field('Appointee Date of Birth'), { target: { value: dobYearsAgo(31) } });
    fireEvent.change(field('Appointee Relation'), { target: { value: 'MOTHER' } });
    fireEvent.click(continueButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(calls.map((c) => c.url).at(-1)).toBe('/v1/health/journey/save-nominee-details');
    expect(calls.at(-1)!.body.nominee_list).toMatchObject([
      {
        full_name: 'Asha Kulkarni',
        gender: 'FEMALE',
        nominee_relation: 'DAUGHTER',
        address: 'Flat 4, FC Road, Pune',
        appointee_full_name: 'Priya Kulkarni',
        appointee_gender: 'FEMALE',
        appointee_relation: 'MOTHER',
      },
    ]);
  });

  it('puts the API’s field errors on the tab that holds the field, and opens it', async () => {
    stubApi(() =>
      Response.json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Insured members do not match the quote',
            fields: { 'insured_member_list.1.weight': 'Weight should be between 10-300 kg' },
          },
        },
        { status: 400 },
      ),
    );
    renderStep(threeDone());
    await screen.findByRole('heading', { name: "Please provide Daughter's details" });
    fireEvent.change(field('Height (feet)'), { target: { value: '3' } });
    fireEvent.change(field('Height (inches)'), { target: { value: '6' } });
    fireEvent.change(field('Weight (kg)'), { target: { value: '18' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fireEvent.click(continueButton());
    await screen.findByRole('heading', { name: "Please provide Wife's details" });
    await waitFor(() => expect(messageOf(field('Weight (kg)'))).toBe('Weight should be between 10-300 kg'));
  });

  it('keeps the API’s refusal of a field as focus leaves it unchanged, and drops it for another value', async () => {
    // Only the API knows the proposer is the nominee named (the form checks the nominee alone).
    stubApi((url) =>
      url.endsWith('save-nominee-details')
        ? Response.json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: MESSAGES.NOMINEE_IS_POLICYHOLDER,
                fields: { 'nominee_list.0.full_name': MESSAGES.NOMINEE_IS_POLICYHOLDER },
              },
            },
            { status: 400 },
          )
        : saved(),
    );
    renderStep(threeDone());
    await screen.findByRole('heading', { name: "Please provide Daughter's details" });
    fireEvent.change(field('Height (feet)'), { target: { value: '3' } });
    fireEvent.change(field('Height (inches)'), { target: { value: '6' } });
    fireEvent.change(field('Weight (kg)'), { target: { value: '18' } });
    fireEvent.click(continueButton());
    await screen.findByRole('heading', { name: 'Enter Nominee Details' });
    fireEvent.change(field('Nominee Name'), { target: { value: 'Rahul Kulkarni' } });
    fireEvent.click(screen.getAllByRole('radio', { name: 'Male' })[0]!);
    fireEvent.change(field('Nominee Date of Birth'), { target: { value: me.dob } });
    fireEvent.change(field('Nominee Relation'), { target: { value: 'BROTHER' } });
    fireEvent.change(field('Nominee Address'), { target: { value: 'Flat 4, FC Road, Pune' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fireEvent.click(continueButton());
    await waitFor(() => expect(messageOf(field('Nominee Name'))).toBe(MESSAGES.NOMINEE_IS_POLICYHOLDER));
    expect(document.activeElement).toBe(field('Nominee Name'));
    // Focus leaves the name unchanged (the buyer reads the other fields): the refusal stands.
    // act waits for the check the blur starts, and the render after it.
    await act(async () => {
      fireEvent.blur(field('Nominee Name'));
    });
    expect(messageOf(field('Nominee Name'))).toBe(MESSAGES.NOMINEE_IS_POLICYHOLDER);
    // Another name is the next save's to judge.
    fireEvent.change(field('Nominee Name'), { target: { value: 'Priya Kulkarni' } });
    fireEvent.blur(field('Nominee Name'));
    await waitFor(() => expect(messageOf(field('Nominee Name'))).toBe(''));
  });
});
