import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { StepForm } from './step-form.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const renderForm = (props: Partial<Parameters<typeof StepForm>[0]> = {}) =>
  render(
    <StepForm
      title="Owner details"
      titleId="owner-title"
      intro="As printed on the registration certificate."
      focusTitle={false}
      onSubmit={(e) => e.preventDefault()}
      submitting={false}
      problem={null}
      {...props}
    >
      <label>
        Full name <input />
      </label>
    </StepForm>,
  );

describe('StepForm (term and motor proposal steps)', () => {
  it('shows the titled step, its fields and Save and continue, with Back only where there is a step before', () => {
    renderForm();
    expect(screen.getByRole('region', { name: 'Owner details' })).toBeTruthy();
    expect(screen.getByText('As printed on the registration certificate.')).toBeTruthy();
    expect(screen.getByLabelText('Full name')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    cleanup();
    const onBack = vi.fn();
    renderForm({ onBack });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('while saving says so and cannot be sent again; a failed save is told as an alert', () => {
    renderForm({ submitting: true, problem: 'Your details could not be saved.' });
    const button = screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Your details could not be saved.');
  });

  it('names its buttons in Hindi (docs/i18n.md)', async () => {
    await i18n.changeLanguage('hi');
    render(
      <Suspense fallback={null}>
        <StepForm
          title="विवरण"
          titleId="t"
          focusTitle={false}
          onSubmit={(e) => e.preventDefault()}
          onBack={() => {}}
          submitting={false}
          problem={null}
        >
          <span />
        </StepForm>
      </Suspense>,
    );
    expect(await screen.findByRole('button', { name: 'सहेजें और आगे बढ़ें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पीछे' })).toBeTruthy();
  });
});
