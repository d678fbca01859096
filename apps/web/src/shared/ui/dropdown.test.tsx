import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dropdown } from './dropdown.tsx';

afterEach(() => {
  vi.useRealTimers();
});

const COVERS = [
  { value: 500000, label: '₹5 Lakh' },
  { value: 1000000, label: '₹10 Lakh' },
] as const;

describe('Dropdown (filter popover)', () => {
  it('shows its label and choice on the button, and closes 150 ms after a radio is chosen', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<Dropdown label="Cover" summary="₹5 Lakh" options={COVERS} value={500000} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Cover\s*₹5 Lakh/ });
    fireEvent.click(trigger);
    const popup = screen.getByRole('dialog', { name: 'Cover' });
    expect((screen.getByRole('radio', { name: '₹5 Lakh' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: '₹10 Lakh' }));
    expect(onChange).toHaveBeenCalledWith(1000000);
    act(() => {
      vi.advanceTimersByTime(149);
    });
    expect(popup.isConnected).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('dialog', { name: 'Cover' })).toBeNull();
  });

  it('as a multiple choice ticks checkboxes and stays open', () => {
    const onChange = vi.fn();
    render(<Dropdown multiple label="Cover" summary="Any" options={COVERS} value={[500000]} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Cover\s*Any/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: '₹10 Lakh' }));
    expect(onChange).toHaveBeenCalledWith([500000, 1000000]);
    expect(screen.getByRole('dialog', { name: 'Cover' })).toBeTruthy();
  });
});
