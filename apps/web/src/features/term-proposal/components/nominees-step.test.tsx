import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { messageOf } from '../../../test/field-message.ts';
import { freshStepProps } from '../lib/test-details.ts';
import { NomineesStep } from './nominees-step.tsx';

// The domain's texts load once per worker (even English, as an empty catalogue): before a first synchronous read.
beforeAll(() => i18n.loadNamespaces('domain'));

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderStep(details = freshStepProps().details) {
  const props = { ...freshStepProps(), details };
  render(<NomineesStep {...props} />);
  return props.onSaved;
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

const shares = () => screen.getAllByLabelText('Share (%)', { exact: false }) as HTMLInputElement[];

describe('term nominees step (issue 15)', () => {
  it('starts with one nominee at 100%; adding one splits the cover evenly and the total says so', async () => {
    renderStep();
    expect(screen.getByText('Shares total: 100% of 100%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a nominee' }));
    await waitFor(() => expect(shares().map((s) => s.value)).toEqual(['50', '50']));
    fireEvent.change(shares()[1]!, { target: { value: '30' } });
    await screen.findByText('Shares total: 80% of 100%');
  });

  it('keeps a share typed as 70 when a second nominee is added, who gets the 30 left (issue 48)', async () => {
    renderStep();
    fireEvent.change(shares()[0]!, { target: { value: '70' } });
    await screen.findByText('Shares total: 70% of 100%');
    fireEvent.click(screen.getByRole('button', { name: 'Add a nominee' }));
    await waitFor(() => expect(shares().map((s) => s.value)).toEqual(['70', '30']));
    await screen.findByText('Shares total: 100% of 100%');
  });

  it('asks for an appointee only while a nominee is under 18', async () => {
    renderStep();
    expect(screen.queryByLabelText('Appointee full name', { exact: false })).toBeNull();
    const year = new Date().getFullYear() - 10;
    fireEvent.change(field('Date of birth'), { target: { value: `15/01/${year}` } });
    await screen.findByLabelText('Appointee full name', { exact: false });
  });

  it('on Save and continue tells each nominee’s missing answers and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const onSaved = renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Add a nominee' }));
    await waitFor(() => expect(shares()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const names = () => screen.getAllByLabelText('Full name', { exact: false });
    await waitFor(() => expect(names().map((n) => n.getAttribute('aria-invalid'))).toEqual(['true', 'true']));
    const message = document.getElementById(names()[0]!.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(message?.textContent ?? '').not.toBe('');
    expect(fetch).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  // docs/decisions.md §5: dates read DD/MM/YYYY on screen whatever the browser's language; the API takes YYYY-MM-DD.
  it('takes a date of birth typed as DD/MM/YYYY and sends it as YYYY-MM-DD', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    renderStep();
    fireEvent.change(field('Full name'), { target: { value: 'Neha Sharma' } });
    fireEvent.change(field('Relation to you'), { target: { value: 'SPOUSE' } });
    fireEvent.change(field('Date of birth'), { target: { value: '15031995' } });
    expect(field('Date of birth').value).toBe('15/03/1995');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const sent = JSON.parse(String(init.body)) as { nominee_details: { nominees: { dob: string }[] } };
    expect(sent.nominee_details.nominees.map((n) => n.dob)).toEqual(['1995-03-15']);
  });

  it('says DD/MM/YYYY, the form it asks for, when the typed date does not exist', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderStep();
    fireEvent.change(field('Date of birth'), { target: { value: '31/02/1995' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(messageOf(field('Date of birth'))).toBe('Please enter a valid date (DD/MM/YYYY)'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a saved nominee’s date of birth as DD/MM/YYYY', () => {
    const fresh = freshStepProps().details;
    renderStep({
      ...fresh,
      nominee_details: {
        nominees: [{ full_name: 'Neha Sharma', relation: 'SPOUSE', dob: '1995-03-15', share_percent: 100 }],
        appointee: null,
      },
    } as typeof fresh);
    expect(field('Date of birth').value).toBe('15/03/1995');
  });

  it('reads in Hindi once Hindi is chosen (docs/i18n.md)', async () => {
    await i18n.changeLanguage('hi');
    renderStep();
    expect(await screen.findByRole('heading', { name: 'नामांकित व्यक्ति (नॉमिनी) का विवरण' })).toBeTruthy();
    expect(screen.getByText('कुल हिस्सा: 100% में से 100%')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'नॉमिनी 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'नॉमिनी जोड़ें' }));
    await waitFor(() =>
      expect(screen.getAllByLabelText('हिस्सा (%)', { exact: false }).map((s) => (s as HTMLInputElement).value)).toEqual(
        ['50', '50'],
      ),
    );
    expect(screen.getByRole('button', { name: 'नॉमिनी 2 हटाएँ' })).toBeTruthy();
  });
});
