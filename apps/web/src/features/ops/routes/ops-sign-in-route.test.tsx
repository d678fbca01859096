import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OpsSignInRoute from './ops-sign-in-route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MemoryRouter initialEntries={['/ops/sign-in']}>
        <OpsSignInRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ops sign-in (issue 19)', () => {
  it('asks for the e-mail and password first, says what is missing, then asks for the code', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Enter your password');
    expect(screen.getByLabelText('Work e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    const describedBy = screen.getByLabelText('Password').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter your password');

    fireEvent.change(screen.getByLabelText('Work e-mail'), { target: { value: 'ops@kavach.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('6-digit code from your authenticator app');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByLabelText('Work e-mail')).toBeTruthy());
  });
});
