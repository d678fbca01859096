import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup, RadioGroup } from './choice-group.tsx';

const MEMBERS = [
  { value: 'SPOUSE', label: 'Spouse' },
  { value: 'SON', label: 'Son' },
  { value: 'FATHER', label: 'Father' },
] as const;

describe('RadioGroup and CheckboxGroup', () => {
  it('a radio group is named by its legend and tells the one chosen', () => {
    const onChange = vi.fn();
    render(<RadioGroup legend="Who else?" choices={MEMBERS} value="SON" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Who else?' });
    expect(group.querySelectorAll('input[type=radio]')).toHaveLength(3);
    expect((screen.getByRole('radio', { name: 'Son' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Father' }));
    expect(onChange).toHaveBeenCalledWith('FATHER');
  });

  it('a checkbox group keeps the ticks in the order of the choices, whatever the order of the clicks', () => {
    const onChange = vi.fn();
    render(<CheckboxGroup legend="Members" choices={MEMBERS} values={['FATHER']} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Members' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Spouse' }));
    expect(onChange).toHaveBeenCalledWith(['SPOUSE', 'FATHER']);
  });

  it('a disabled group disables every choice', () => {
    render(<RadioGroup legend="Gender" choices={MEMBERS} value={null} onChange={vi.fn()} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio.matches(':disabled')).toBe(true);
  });
});
