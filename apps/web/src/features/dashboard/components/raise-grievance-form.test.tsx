import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RaiseGrievanceForm } from './raise-grievance-form.tsx';

const POLICY = { journey_id: '7f1a0a3e-49b8-4b8e-9a55-5f5e1c2b2c11', label: 'Health Guard · policy KV-H-1' };
const renderForm = (onSubmit = vi.fn()) => {
  render(<RaiseGrievanceForm about={[POLICY]} onSubmit={onSubmit} onCancel={() => {}} busy={false} error={null} />);
  return onSubmit;
};
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('raise a complaint (issue 19)', () => {
  it('on Send shows each field’s message from the shared schema and sends nothing', async () => {
    const onSubmit = renderForm();
    fireEvent.change(field('Subject'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    await screen.findByText('Choose what your complaint is about');
    expect(screen.getByText('Write a short subject (at least 5 characters)')).toBeTruthy();
    expect(screen.getByText('Tell us what happened (at least 20 characters)')).toBeTruthy();
    expect(field('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the complaint about the only policy, trimmed, once it is complete', async () => {
    const onSubmit = renderForm();
    fireEvent.change(field('What is it about?'), { target: { value: 'CLAIM' } });
    fireEvent.change(field('Subject'), { target: { value: '  Cashless claim refused ' } });
    fireEvent.change(field('What happened'), {
      target: { value: 'The hospital says my cashless claim was refused without a reason.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      journey_id: POLICY.journey_id,
      category: 'CLAIM',
      subject: 'Cashless claim refused',
      description: 'The hospital says my cashless claim was refused without a reason.',
    });
  });
});
