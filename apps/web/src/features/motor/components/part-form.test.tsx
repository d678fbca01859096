import { alreadyInsured, type TMotorJourneyDetailsResponse } from '@kavach/domain';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { messageOf } from '../../../test/field-message.ts';
import { VEHICLE_PART } from '../lib/proposal-parts.ts';
import { PartForm } from './part-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renewal = {
  journey_id: 'b2f1c7e4-1111-4d2a-9c3b-000000000001',
  registration_date: '2024-09-23',
  has_previous_policy: true,
  vehicle_details: null,
} as unknown as TMotorJourneyDetailsResponse;

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
function renderVehicleStep() {
  const onSaved = vi.fn();
  render(<PartForm part={VEHICLE_PART} details={renewal} focusTitle={false} onSaved={onSaved} />);
  return onSaved;
}
function typeVehicle() {
  fireEvent.change(field('Registration number'), { target: { value: 'mh12ab1234' } });
  fireEvent.change(field('Engine number'), { target: { value: 'JF50E1234567' } });
  fireEvent.change(field('Chassis number'), { target: { value: 'ME4JF50A0K1234567' } });
  fireEvent.change(field('Previous insurer'), { target: { value: 'Acko General' } });
  fireEvent.change(field('Previous policy number'), { target: { value: 'ACK/2025/1' } });
}

describe('the motor proposal’s vehicle step', () => {
  it('tells a field’s problem when it loses focus, and clears it once edited', async () => {
    renderVehicleStep();
    fireEvent.blur(field('Engine number'));
    await waitFor(() => expect(field('Engine number').getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(field('Engine number'))).not.toBe('');
    // Only the field left: the chassis number, not yet visited, says nothing.
    expect(messageOf(field('Chassis number'))).toBe('');
    fireEvent.change(field('Engine number'), { target: { value: 'JF50E1234567' } });
    await waitFor(() => expect(messageOf(field('Engine number'))).toBe(''));
  });

  it('on Save and continue tells each missing answer, focuses the first and sends nothing', async () => {
    const calls = stubApi(() => Response.json({}));
    const onSaved = renderVehicleStep();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Registration number')));
    expect(messageOf(field('Previous insurer'))).not.toBe('');
    expect(calls).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends the wire form and moves on to the step the server names', async () => {
    const calls = stubApi(() =>
      Response.json({ journey_id: renewal.journey_id, status: 'SAVED', journey_step: 'NOMINEE' }),
    );
    const onSaved = renderVehicleStep();
    typeVehicle();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('NOMINEE'));
    expect(calls[0]?.body).toMatchObject({
      journey_id: renewal.journey_id,
      vehicle_details: {
        registration_number: 'MH12AB1234',
        previous_policy: { insurer_name: 'Acko General', policy_number: 'ACK/2025/1' },
      },
    });
  });

  it('puts the server’s refusal of an insured vehicle under its chassis number, steering to own damage alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const words = alreadyInsured({ policyNumber: null, from: '2025-11-20', to: '2028-11-19', ownDamageInstead: true });
    stubApi(() =>
      Response.json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid vehicle_details.chassis_number',
            fields: { 'vehicle_details.chassis_number': words },
          },
        },
        { status: 400 },
      ),
    );
    const onSaved = renderVehicleStep();
    typeVehicle();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(messageOf(field('Chassis number'))).toBe(words));
    expect(words).toContain('Get a new quote giving 19/11/2028 as “Third party valid until”');
    expect(document.activeElement).toBe(field('Chassis number'));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('keeps the server’s refusal of a field as focus leaves it unchanged, and drops it for another value', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const words = 'The vehicle registry records the make of MH12AB1234 as Honda, not Maruti Suzuki.';
    stubApi(() =>
      Response.json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: words,
            fields: { 'vehicle_details.registration_number': words },
          },
        },
        { status: 400 },
      ),
    );
    renderVehicleStep();
    typeVehicle();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(messageOf(field('Registration number'))).toBe(words));
    // Focus leaves the number, unchanged (the buyer reaches for the link above it): the refusal stands.
    // act waits for the check the blur starts, and the render after it.
    await act(async () => {
      fireEvent.blur(field('Registration number'));
    });
    expect(messageOf(field('Registration number'))).toBe(words);
    // Another number is the next save's to judge.
    fireEvent.change(field('Registration number'), { target: { value: 'MH12AB1235' } });
    fireEvent.blur(field('Registration number'));
    await waitFor(() => expect(messageOf(field('Registration number'))).toBe(''));
  });
});
