import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { messageOf } from '../../../test/field-message.ts';
import { freshStepProps } from '../lib/test-details.ts';
import { LifeAssuredStep } from './life-assured-step.tsx';

// The domain's texts load once per worker (even English, as an empty catalogue): before a first synchronous read.
beforeAll(() => i18n.loadNamespaces('domain'));

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
function renderStep() {
  const props = freshStepProps();
  render(<LifeAssuredStep {...props} />);
  return props.onSaved;
}

describe('term life assured step (issue 15)', () => {
  it('shows the quoted date of birth and gender, not as fields', () => {
    renderStep();
    expect(screen.getByText('12/04/1991')).toBeTruthy();
    expect(screen.getByText('As in your quote: the premium was worked out on these.')).toBeTruthy();
    expect(screen.queryByLabelText('Date of birth')).toBeNull();
  });

  it('on Save and continue tells each missing answer and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const onSaved = renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(field('Full name').getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(field('Full name'))).not.toBe('');
    expect(messageOf(field('PAN'))).not.toBe('');
    expect(messageOf(field('Annual income'))).not.toBe('');
    expect(fetch).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks for the employer only of a salaried buyer, upper-cases the PAN, and says when the income cannot support the cover', async () => {
    renderStep();
    expect(screen.queryByLabelText('Employer name')).toBeNull();
    fireEvent.change(field('Occupation'), { target: { value: 'SALARIED' } });
    await screen.findByLabelText('Employer name');
    fireEvent.change(field('PAN'), { target: { value: 'abcde1234f' } });
    expect(field('PAN').value).toBe('ABCDE1234F');
    fireEvent.change(field('Annual income'), { target: { value: '100000' } });
    await screen.findByRole('status');
  });
});
