import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { ContactStep } from './contact-step.tsx';
import { renderHealthStep } from './step-harness.tsx';

// The domain's texts (useDomainText) load once per language: loaded first, no render waits for them.
beforeAll(() => i18n.loadNamespaces('domain'));

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderStep = () => renderHealthStep((props) => <ContactStep {...props} />);

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe('health contact step (docs/product/proposal-kyc.md §2, §5)', () => {
  it('shows a field’s message when it loses focus and clears it as soon as the field is edited', async () => {
    renderStep();
    fireEvent.blur(field('Mobile Number'));
    await screen.findByText('Please enter mobile number');
    fireEvent.change(field('Mobile Number'), { target: { value: '98' } });
    await waitFor(() => expect(screen.queryByText('Please enter mobile number')).toBeNull());
    fireEvent.blur(field('Mobile Number'));
    await screen.findByText('Please enter a valid 10-digit mobile number');
    expect(field('Mobile Number').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps digits only as typed, and shows city, state and pincode from the quote read-only', () => {
    renderStep();
    fireEvent.change(field('Mobile Number'), { target: { value: '98a76' } });
    expect(field('Mobile Number').value).toBe('9876');
    expect(field('City').readOnly).toBe(true);
    expect(field('City').value).toBe('Pune');
  });

  it('on Continue shows every required field’s message, not the optional ones, and saves nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { onSaved } = renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Please enter address line 1');
    expect(screen.getByText('Please enter mobile number')).toBeTruthy();
    expect(screen.getByText('Please enter email')).toBeTruthy();
    expect(screen.getByText('Please enter area')).toBeTruthy();
    expect(screen.queryByText('Please enter address line 2')).toBeNull();
    expect(document.activeElement).toBe(field('Mobile Number'));
    expect(fetch).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('keeps the API’s refusal of a field as focus leaves it unchanged, and drops it for another value', async () => {
    const words = 'This address cannot be used: please write it without the special character';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'VALIDATION_FAILED', message: words, fields: { 'contact_details.address_1': words } } },
          { status: 400 },
        ),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderStep();
    fireEvent.change(field('Mobile Number'), { target: { value: '9876543210' } });
    fireEvent.change(field('Email'), { target: { value: 'r@example.com' } });
    fireEvent.change(field('Address Line 1'), { target: { value: 'Flat 4, Shanti Apartments' } });
    fireEvent.change(field('Area'), { target: { value: 'Shivajinagar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Address Line 1')));
    expect(screen.getByText(words)).toBeTruthy();
    // act waits for the check the blur starts, and the render after it.
    await act(async () => {
      fireEvent.blur(field('Address Line 1'));
    });
    expect(screen.getByText(words)).toBeTruthy();
    fireEvent.change(field('Address Line 1'), { target: { value: 'Flat 4 Shanti Apartments' } });
    fireEvent.blur(field('Address Line 1'));
    await waitFor(() => expect(screen.queryByText(words)).toBeNull());
  });

  it('disables Continue while saving, then moves on', async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { onSaved, data } = renderStep();
    fireEvent.change(field('Mobile Number'), { target: { value: '9876543210' } });
    fireEvent.change(field('Email'), { target: { value: 'r@example.com' } });
    fireEvent.change(field('Address Line 1'), { target: { value: 'Flat 4, Shanti Apartments' } });
    fireEvent.change(field('Area'), { target: { value: 'Shivajinagar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer(Response.json({ journey_id: 'j-1', status: 'SAVED', journey_step: 'MEDICAL' })));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(data().contact).toMatchObject({ mobile: '9876543210', area: 'Shivajinagar', city: 'Pune' });
  });
});
