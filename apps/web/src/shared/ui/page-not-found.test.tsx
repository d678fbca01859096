import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { renderAt } from '../../test/render-at.tsx';
import { PageNotFound } from './page-not-found.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('page not found, in Hindi (docs/i18n.md)', () => {
  it('says a page is not found, and offers the way home', async () => {
    await i18n.changeLanguage('hi');
    renderAt(
      '/nowhere',
      <Suspense fallback={null}>
        <PageNotFound />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'पेज नहीं मिला' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पेज पर वापस जाएँ' }).getAttribute('href')).toBe('/');
  });
});
