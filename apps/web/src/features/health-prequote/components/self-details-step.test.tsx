import { todayIso } from '@kavach/domain/validation/dates';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { SelfDetailsStep } from './self-details-step.tsx';

const year = Number(todayIso().slice(0, 4));
const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
const dobBox = () => screen.getByLabelText('Date of birth') as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
// The form checks a change a moment later: a message that must not show is looked for once that check is done.
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function renderStep(saved?: Parameters<typeof SelfDetailsStep>[0]['saved']) {
  const calls = { onContinue: vi.fn(), onAddFamily: vi.fn() };
  render(<SelfDetailsStep saved={saved} focusTitle={false} {...calls} />);
  return calls;
}

describe('health pre-quote self step (docs/product/quotes.md §2, §5)', () => {
  it('keeps Continue disabled until a gender, a name and a date of someone 18 to 100 are in, saying why once the date is whole', async () => {
    const { onContinue } = renderStep();
    // No gender is chosen for the buyer (issue 48).
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
    type(screen.getByLabelText('Your name'), 'Rahul Sharma');
    type(dobBox(), '1405199');
    expect(dobBox().value).toBe('14/05/199');
    // Half a date is not wrong yet: no message while typing.
    await settled();
    expect(continueButton().disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();

    type(dobBox(), `1405${year - 10}`);
    expect((await screen.findByRole('alert')).textContent).toBe('Age must be between 18 and 100 years');
    expect(continueButton().disabled).toBe(true);

    type(dobBox(), '14051990');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText(/^Age: \d+ years$/)).toBeTruthy();
    await settled();
    expect(continueButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Male' }));
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    fireEvent.click(continueButton());
    await waitFor(() => expect(onContinue).toHaveBeenCalledOnce());
    expect(onContinue.mock.calls[0]?.[0]).toMatchObject([
      { name: 'Rahul Sharma', relation: 'SELF', gender: 'MALE', dob: '1990-05-14' },
    ]);
  });

  it('never shows a message on the way to a valid date, not even for one render', async () => {
    renderStep();
    // Every state the page passes through, as a screen reader would meet it: an alert is read out the moment it
    // appears, however soon it goes.
    const alerts: string[] = [];
    const watch = new MutationObserver(() =>
      document.querySelectorAll('[role=alert]').forEach((a) => alerts.push(a.textContent ?? '')),
    );
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    type(screen.getByLabelText('Your name'), 'Rahul Sharma');
    for (const typed of ['1', '14', '14/0', '14/05', '14/05/1', '14/05/19', '14/05/199', '14051990']) {
      type(dobBox(), typed);
      await settled();
    }
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    watch.disconnect();
    expect(alerts).toEqual([]);
  });

  it('says a date is required once the empty field is left, and a date that is no date once it is whole', async () => {
    renderStep();
    fireEvent.blur(dobBox());
    expect((await screen.findByRole('alert')).textContent).toBe('Date is required');
    type(dobBox(), '31021990');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please enter a valid date (DD/MM/YYYY)'));
  });

  it('opens with the saved answers, ready to continue; Add family takes them along only when complete', async () => {
    const { onAddFamily } = renderStep({
      name: 'Anita Rao',
      relation: 'SELF',
      age_unit: 'YEAR',
      age: 40,
      dob: '1985-07-20',
      gender: 'FEMALE',
    });
    expect((screen.getByRole('radio', { name: 'Female' }) as HTMLInputElement).checked).toBe(true);
    expect(dobBox().value).toBe('20/07/1985');
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Add your spouse, children or parents' }));
    await waitFor(() => expect(onAddFamily).toHaveBeenCalledOnce());
    expect(onAddFamily.mock.calls[0]?.[0]).toMatchObject({ name: 'Anita Rao', gender: 'FEMALE', dob: '1985-07-20' });

    type(screen.getByLabelText('Your name'), ' ');
    await waitFor(() => expect(continueButton().disabled).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Add your spouse, children or parents' }));
    await waitFor(() => expect(onAddFamily).toHaveBeenCalledTimes(2));
    expect(onAddFamily.mock.calls[1]?.[0]).toBeNull();
  });

  describe('in Hindi (docs/i18n.md)', () => {
    afterEach(() => i18n.changeLanguage('en'));

    it('asks and answers in Hindi, the age too', async () => {
      await i18n.changeLanguage('hi');
      renderStep();
      expect(await screen.findByRole('heading', { name: 'अपने बारे में बताएँ' })).toBeTruthy();
      const dob = screen.getByLabelText('जन्म तिथि') as HTMLInputElement;
      expect(dob.placeholder).toBe('DD/MM/YYYY');
      type(screen.getByLabelText('आपका नाम'), 'राहुल शर्मा');
      type(dob, '14051990');
      expect(await screen.findByText(/^आयु: \d+ वर्ष$/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'आगे बढ़ें' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'अपने पति/पत्नी, बच्चों या माता-पिता को जोड़ें' })).toBeTruthy();
    });
  });
});
