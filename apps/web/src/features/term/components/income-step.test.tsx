import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { AlertHost } from '../../../shared/ui/alert-host.tsx';
import { DEFAULT_TERM_DETAILS, withCover, type TermDetails } from '../lib/term-details.ts';
import { IncomeStep } from './income-step.tsx';

// The domain's texts load once per worker (even English, as an empty catalogue): before a first synchronous read.
beforeAll(() => i18n.loadNamespaces('domain'));

const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
const lowerCover = () => screen.getByRole('combobox', { name: /^Lower the cover to/ }) as HTMLSelectElement;

function renderStep(cover: number) {
  const onContinue = vi.fn();
  render(
    <>
      <AlertHost />
      <IncomeStep
        step={2}
        details={withCover(DEFAULT_TERM_DETAILS, cover)}
        focusTitle={false}
        onContinue={onContinue}
      />
    </>,
  );
  return (details: TermDetails) => {
    const update = onContinue.mock.calls.at(-1)?.[0] as ((d: TermDetails) => TermDetails) | undefined;
    return update?.(details);
  };
}

describe('term wizard income step (docs/product/review-payment-term-bike.md §2.9 step 2, §5.4)', () => {
  it('with no band chosen, Continue alerts the spec’s text and goes nowhere', async () => {
    // 10 Lakh has no suggested band (docs/product/review-payment-term-bike.md §9).
    const saved = renderStep(1_000_000);
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    expect(continueButton().disabled).toBe(false);
    fireEvent.click(continueButton());
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'Please select your annual income to continue.',
    );
    expect(saved(DEFAULT_TERM_DETAILS)).toBeUndefined();
    // The alert is the page's, not the test's: closed so the next test starts without it.
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  });

  it('keeps Continue disabled while the band cannot support the cover, until a lower cover is chosen', async () => {
    const saved = renderStep(50_000_000);
    fireEvent.click(screen.getByRole('radio', { name: '1.5 to 5 Lakh' }));
    // 5 Lakh × 25 (the multiple at 18) = 1.25 Crore.
    expect(screen.getByRole('status').textContent).toBe(
      'A cover of 5 Crore is more than an income of 1.5 to 5 Lakh supports: insurers allow up to 25 times your yearly income even at the youngest age, 1 Crore at most. Lower the cover, or choose a higher income.',
    );
    expect(continueButton().disabled).toBe(true);
    fireEvent.change(lowerCover(), { target: { value: '10000000' } });
    expect(continueButton().disabled).toBe(false);

    // Another band asks afresh.
    fireEvent.click(screen.getByRole('radio', { name: '5 to 10 Lakh' }));
    expect(lowerCover().value).toBe('');
    expect(continueButton().disabled).toBe(true);
    fireEvent.change(lowerCover(), { target: { value: '20000000' } });
    fireEvent.click(continueButton());
    await waitFor(() =>
      expect(saved(DEFAULT_TERM_DETAILS)).toMatchObject({
        coverage: 20_000_000,
        annual_income: 'FIVE_LAC_TO_TEN_LAC',
      }),
    );
  });
});
