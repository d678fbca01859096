import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../shared/api/client.ts';
import { storeSignedIn } from '../shared/auth/auth-session.ts';
import { i18n } from '../shared/i18n/i18n.ts';
import { stubApi } from '../test/api-stub.ts';
import { renderAt } from '../test/render-at.tsx';
import { Header } from './header.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const choose = (language: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value: language } });
const signedIn = (language: 'en' | 'hi' | null) => ({
  authentication_status: 'AUTHENTICATED' as const,
  session_id: 'session-1',
  user_id: 'user-1',
  full_name: 'Asha Rao',
  mobile_number: '9876543210',
  email: null,
  language,
});

describe('the header’s language choice (docs/i18n.md)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
    vi.unstubAllGlobals();
  });

  it('turns the page to Hindi at once, marks the page as Hindi and remembers the choice', async () => {
    renderAt('/', <Header />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveProperty('value', 'en');
    choose('hi');
    expect(await screen.findByRole('button', { name: 'साइन इन करें' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveProperty('value', 'hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('language')).toBe('hi');
    // The server is told too, to send a prerendered page drawn in Hindi.
    expect(document.cookie).toContain('kavach_language=hi');
    choose('en');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('kavach_language=en');
  });

  it('keeps a signed-in buyer’s choice on the account', async () => {
    const calls = stubApi(() => json({ language: 'hi' }));
    storeSignedIn(signedIn('en'));
    renderAt('/', <Header />);
    choose('hi');
    await waitFor(() => expect(calls).toContainEqual({ url: '/v1/users/me/language', body: { language: 'hi' } }));
  });

  it('brings an account’s language to the browser at sign-in, and gives an account without one the browser’s', async () => {
    const calls = stubApi(() => json({ language: 'hi' }));
    storeSignedIn(signedIn('hi'));
    await waitFor(() => expect(i18n.language).toBe('hi'));
    expect(localStorage.getItem('language')).toBe('hi');
    expect(calls).toEqual([]);
    storeSignedIn(signedIn(null));
    await waitFor(() => expect(calls).toContainEqual({ url: '/v1/users/me/language', body: { language: 'hi' } }));
  });

  it('says the page’s language on every API call, for the messages the server writes', async () => {
    const fetch = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetch);
    await i18n.changeLanguage('hi');
    await apiRequest('/v1/anything');
    expect(fetch).toHaveBeenCalledWith(
      '/v1/anything',
      expect.objectContaining({ headers: expect.objectContaining({ 'accept-language': 'hi' }) }),
    );
  });
});
