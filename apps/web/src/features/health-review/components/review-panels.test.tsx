import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { DEMONSTRATION_PREMIUM } from '../lib/premium-breakdown.ts';
import { HealthPanel } from './health-panel.tsx';
import { PlanPanel } from './plan-panel.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const panels = () =>
  render(
    <>
      <PlanPanel plan={undefined} planType="FAMILY_FLOATER" premium={DEMONSTRATION_PREMIUM} demonstration />
      <HealthPanel details={undefined} kyc={undefined} onEdit={vi.fn()} />
    </>,
  );
const row = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('the review’s plan and health panels (docs/i18n.md)', () => {
  it('word the plan, its premium and the health answers in English as the spec does', async () => {
    panels();
    expect(await screen.findByRole('heading', { name: 'Your plan' })).toBeTruthy();
    expect(row('Plan type')).toBe('Family Floater');
    expect(row('A month’s share')).toBe('₹1,042/month (yearly premium ÷ 12)');
    expect(row('Tax')).toBe('₹0 (GST exempt)');
    expect(row('Smoking')).toBe('Yes');
  });

  it('word them in Hindi once the page is', async () => {
    await i18n.changeLanguage('hi');
    panels();
    expect(await screen.findByRole('heading', { name: 'आपका प्लान' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'प्रीमियम का ब्योरा' })).toBeTruthy();
    expect(row('प्लान का प्रकार')).toBe('फ़ैमिली फ़्लोटर');
    expect(row('एक महीने का हिस्सा')).toBe('₹1,042/माह (सालाना प्रीमियम ÷ 12)');
    expect(row('धूम्रपान')).toBe('हाँ');
    expect(screen.getByRole('button', { name: 'स्वास्थ्य का विवरण बदलें' })).toBeTruthy();
  });
});
