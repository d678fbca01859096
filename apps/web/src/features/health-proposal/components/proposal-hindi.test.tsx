import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderAt } from '../../../test/render-at.tsx';
import ProposalRoute from '../routes/proposal-route.tsx';
import { MemberNomineeStep } from './member-nominee-step.tsx';
import { renderHealthStep } from './step-harness.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the health proposal in Hindi (docs/i18n.md)', () => {
  it('says there is no plan yet, and leads to the quotes', async () => {
    await i18n.changeLanguage('hi');
    renderAt('/health-insurance/proposal', <ProposalRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'अभी कोई प्लान नहीं चुना गया है' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'स्वास्थ्य बीमा के कोटेशन पाएँ' }).getAttribute('href')).toBe(
      '/health-insurance',
    );
  });

  it('names the member tabs, the form’s title, its fields and Continue in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderHealthStep(
      ({ onBack: _onBack, ...props }) => <MemberNomineeStep {...props} pincode="411001" />,
      undefined,
      (step) => <MemoryRouter>{step}</MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'कृपया अपना विवरण दें' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'इस प्रस्ताव में शामिल लोग' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'स्वयं' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'पत्नी' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'नॉमिनी' })).toBeTruthy();
    expect(screen.getByLabelText(/^पूरा नाम/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'आगे बढ़ें' })).toBeTruthy();
  });
});
