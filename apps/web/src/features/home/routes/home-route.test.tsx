import { fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeCoversContext } from '../../../shared/config/home-covers.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderAt } from '../../../test/render-at.tsx';
import HomeRoute from './home-route.tsx';

const openHome = () =>
  renderAt(
    '/',
    <HomeCoversContext value={[]}>
      <Suspense fallback={null}>
        <HomeRoute />
      </Suspense>
    </HomeCoversContext>,
  );

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the home page (docs/product/quotes.md §2)', () => {
  it('asks who to protect, then what to insure for that choice', async () => {
    openHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Insurance made Simple, for You' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /For Your Things/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'Insure Your Things' })).toBeTruthy();
    expect(screen.getByText('Choose your coverage')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Insurance made Simple, for You' })).toBeTruthy();
  });

  it('speaks Hindi once chosen', async () => {
    await i18n.changeLanguage('hi');
    openHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'बीमा हुआ आसान, आपके लिए' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'हर ज़रूरत के लिए बीमा समाधान' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /अपनों के लिए/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'अपनों का बीमा कराएँ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पीछे' })).toBeTruthy();
  });
});
