import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshStepProps } from '../lib/test-details.ts';
import { NomineesStep } from './nominees-step.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderStep() {
  const props = freshStepProps();
  render(<NomineesStep {...props} />);
  return props.onSaved;
}

const shares = () => screen.getAllByLabelText('Share (%)', { exact: false }) as HTMLInputElement[];

describe('term nominees step (issue 15)', () => {
  it('starts with one nominee at 100%; adding one splits the cover evenly and the total says so', async () => {
    renderStep();
    expect(screen.getByText('Shares total: 100% of 100%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a nominee' }));
    await waitFor(() => expect(shares().map((s) => s.value)).toEqual(['50', '50']));
    fireEvent.change(shares()[1]!, { target: { value: '30' } });
    await screen.findByText('Shares total: 80% of 100%');
  });

  it('asks for an appointee only while a nominee is under 18', async () => {
    renderStep();
    expect(screen.queryByLabelText('Appointee full name', { exact: false })).toBeNull();
    const year = new Date().getFullYear() - 10;
    fireEvent.change(screen.getByLabelText('Date of birth', { exact: false }), { target: { value: `${year}-01-15` } });
    await screen.findByLabelText('Appointee full name', { exact: false });
  });

  it('on Save and continue tells each nominee’s missing answers and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const onSaved = renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Add a nominee' }));
    await waitFor(() => expect(shares()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const names = () => screen.getAllByLabelText('Full name', { exact: false });
    await waitFor(() => expect(names().map((n) => n.getAttribute('aria-invalid'))).toEqual(['true', 'true']));
    const message = document.getElementById(names()[0]!.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(message?.textContent ?? '').not.toBe('');
    expect(fetch).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
