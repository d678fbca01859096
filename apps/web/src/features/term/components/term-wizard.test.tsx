import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderAt } from '../../../test/render-at.tsx';
import { writeTermDetails } from '../hooks/term-storage.ts';
import { DEFAULT_TERM_DETAILS } from '../lib/term-details.ts';
import { TermWizard } from './term-wizard.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

// Answers saved through step 1: the wizard resumes at step 2, with the cover in the summary and its Edit.
const resumeAtIncome = () => {
  writeTermDetails({ ...DEFAULT_TERM_DETAILS, step: 2 });
  sessionStorage.setItem('termWizardStep', '2');
};

describe('the term wizard in the page’s language (docs/i18n.md)', () => {
  it('reads in English as the spec writes it, the summary’s Edit naming its row', async () => {
    resumeAtIncome();
    renderAt('/term-insurance', <TermWizard />);
    expect(await screen.findByRole('heading', { name: 'What is your annual income?' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 6')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit life cover' }).textContent).toBe('Edit life cover');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('reads in Hindi once Hindi is chosen, and goes back a step in it', async () => {
    resumeAtIncome();
    await i18n.changeLanguage('hi');
    renderAt('/term-insurance', <TermWizard />);
    expect(await screen.findByRole('heading', { name: 'आपकी सालाना आय कितनी है?' })).toBeTruthy();
    expect(screen.getByText('चरण 2 / 6')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'सालाना आय' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'आगे बढ़ें' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'जीवन कवर बदलें' }));
    expect(await screen.findByRole('heading', { name: 'आपको कितना जीवन कवर चाहिए?' })).toBeTruthy();
  });
});
