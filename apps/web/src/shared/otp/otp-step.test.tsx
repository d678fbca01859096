import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { stubApi, type ApiCall } from '../../test/api-stub.ts';
import { OtpStep } from './otp-step.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const REQUEST_ID = '6f1c2d3e-4a5b-4c6d-8e7f-90a1b2c3d4e5';
const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
const mobileBox = () => screen.getByLabelText('Mobile number') as HTMLInputElement;
const typeMobile = (value: string) => fireEvent.change(mobileBox(), { target: { value } });

/** The sandbox's answers: a code sent, and a verify that passes only for 123456. */
function stubOtpApi() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const calls = stubApi((url) =>
    url.endsWith('/generate-otp')
      ? Response.json({ otp_request_id: REQUEST_ID, resend_after_seconds: 60, expires_in_seconds: 300 })
      : Response.json({
          authentication_status: calls.at(-1)?.body.otp === '123456' ? 'AUTHENTICATED' : 'UNAUTHENTICATED',
          session_id: 'new-session',
          user_id: 7,
          full_name: 'Rahul Kulkarni',
          mobile_number: '9876543210',
          email: null,
        }),
  );
  return calls;
}
let calls: ApiCall[] = [];

function renderStep(initialName = '') {
  calls = stubOtpApi();
  const onSignedIn = vi.fn();
  render(<OtpStep initialName={initialName} focusTitle={false} onSignedIn={onSignedIn} onVerified={vi.fn()} />);
  return onSignedIn;
}

describe('OTP login (docs/product/proposal-kyc.md §2, §4)', () => {
  it('enables Continue only at exactly ten digits, dropping anything else typed', () => {
    renderStep();
    expect(continueButton().disabled).toBe(true);
    typeMobile('987654321');
    expect(continueButton().disabled).toBe(true);
    typeMobile('987654321a');
    expect(mobileBox().value).toBe('987654321');
    typeMobile('9876543210');
    expect(continueButton().disabled).toBe(false);
  });

  it('says on Continue that a number is not a mobile number, sends nothing, and drops the message once it is edited', async () => {
    renderStep();
    typeMobile('5123456789');
    fireEvent.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid 10-digit mobile number');
    expect(mobileBox().getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
    typeMobile('512345678');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(mobileBox().getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the code, then verifies the six digits once with the name typed; a wrong code shows INVALID', async () => {
    const onSignedIn = renderStep('Rahul');
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: ' Rahul Kulkarni ' } });
    typeMobile('9876543210');
    fireEvent.click(continueButton());
    await screen.findByText('Enter the 6-digit code sent to +91 9876543210');
    expect(calls.map((c) => c.body)).toEqual([{ otp_destination: '9876543210', otp_purpose_code: 'MOBILE_LOGIN' }]);

    // Pasted, as a code copied from the SMS is.
    const paste = (text: string) =>
      fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => text } });
    paste('123450');
    await screen.findByText('Invalid code. Please check it and try again.');
    paste('123456');
    await screen.findByText('✓ Verified');
    expect(calls.slice(1).map((c) => c.body)).toEqual([
      { otp_request_id: REQUEST_ID, otp: '123450', mobile_number: '9876543210', full_name: 'Rahul Kulkarni' },
      { otp_request_id: REQUEST_ID, otp: '123456', mobile_number: '9876543210', full_name: 'Rahul Kulkarni' },
    ]);
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it('a new number closes the code boxes: the code sent belongs to the old one', async () => {
    renderStep();
    typeMobile('9876543210');
    fireEvent.click(continueButton());
    await screen.findByLabelText('Digit 1 of 6');
    typeMobile('987654321');
    await waitFor(() => expect(screen.queryByLabelText('Digit 1 of 6')).toBeNull());
    expect(continueButton().disabled).toBe(true);
  });

  it('says why a code was refused for now and how long to wait, with Continue held until the number changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi(
      () =>
        new Response(
          JSON.stringify({
            error: { code: 'RATE_LIMITED', message: 'Too many codes sent to this number. Please try again later.' },
          }),
          { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '3541' } },
        ),
    );
    render(<OtpStep initialName="" focusTitle={false} onSignedIn={vi.fn()} onVerified={vi.fn()} />);
    typeMobile('9876543210');
    fireEvent.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many codes sent to this number. Please try again later. You can ask again in 60 minutes.',
    );
    expect(continueButton().disabled).toBe(true);
    expect(screen.queryByLabelText('Digit 1 of 6')).toBeNull();
    typeMobile('9876543211');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(continueButton().disabled).toBe(false);
  });
});

describe('OTP login in Hindi (docs/i18n.md)', () => {
  it('asks for the details, sends the code and says the wait in Hindi', async () => {
    calls = stubOtpApi();
    await i18n.changeLanguage('hi');
    render(
      <Suspense fallback={null}>
        <OtpStep initialName="" focusTitle={false} onSignedIn={vi.fn()} onVerified={vi.fn()} />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'कृपया अपना विवरण दें' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('मोबाइल नंबर'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(await screen.findByText('+91 9876543210 पर भेजा गया 6 अंकों का कोड दर्ज करें')).toBeTruthy();
    expect(screen.getByLabelText('6 में से अंक 1')).toBeTruthy();
    expect(screen.getByText('60 सेकंड बाद कोड दोबारा भेज सकते हैं')).toBeTruthy();
  });
});
