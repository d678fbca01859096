import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelectFilter } from './multi-select-filter.tsx';

const INSURERS = [
  { value: 'care', label: 'Care Health' },
  { value: 'niva', label: 'Niva Bupa' },
] as const;

describe('MultiSelectFilter (issue 17)', () => {
  it('applies the ticks together on Apply, and a popup closed otherwise leaves the filter as it was', () => {
    const onApply = vi.fn();
    render(<MultiSelectFilter label="Insurers" summary="All" options={INSURERS} value={[]} onChange={onApply} />);
    const trigger = screen.getByRole('button', { name: /Insurers\s*All/ });

    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Care Health' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Niva Bupa' }));
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Insurers' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Insurers' })).toBeNull();

    fireEvent.click(trigger);
    expect((screen.getByRole('checkbox', { name: 'Care Health' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Niva Bupa' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith(['niva']);
    expect(screen.queryByRole('dialog', { name: 'Insurers' })).toBeNull();
  });
});
