import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LabelledField, fieldDescribedBy } from './labelled-field.tsx';

function Registration({ hint, error }: { hint?: string; error?: string }) {
  return (
    <LabelledField id="reg-date" label="Registration date" hint={hint} error={error}>
      <input id="reg-date" type="date" aria-describedby={fieldDescribedBy('reg-date', hint, error)} />
    </LabelledField>
  );
}

/** What a screen reader reads after the control's name. */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('LabelledField', () => {
  it('names its control by the label and describes it by the hint, then the error when one is shown', () => {
    render(<Registration hint="As on the registration certificate" />);
    const input = screen.getByLabelText('Registration date');
    expect(description(input)).toBe('As on the registration certificate');
    expect(screen.queryByRole('alert')).toBeNull();

    cleanup();
    render(<Registration hint="As on the registration certificate" error="Enter the registration date" />);
    expect(description(screen.getByLabelText('Registration date'))).toBe(
      'As on the registration certificate | Enter the registration date',
    );
    expect(screen.getByRole('alert').textContent).toBe('Enter the registration date');
  });

  it('without a hint or an error describes the control by nothing', () => {
    render(<Registration />);
    expect(screen.getByLabelText('Registration date').getAttribute('aria-describedby')).toBeNull();
  });
});
