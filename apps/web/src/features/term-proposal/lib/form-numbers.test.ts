import { ZTermLifestyle } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { toNumbers } from './form-numbers.ts';

describe('number boxes to wire values', () => {
  it('turns typed digits into numbers, drops grouping commas, leaves a blank box out and other text as it is', () => {
    expect(toNumbers({ a: '175', b: '15,00,000', c: '', d: '12.5', e: 'x' }, ['a', 'b', 'c', 'd'])).toEqual({
      a: 175,
      b: 1500000,
      c: undefined,
      d: '12.5',
      e: 'x',
    });
  });

  it('gives the domain schema what it accepts, and its own messages for what it does not', () => {
    const form = {
      height_cm: '175',
      weight_kg: '',
      alcohol: 'NEVER',
      tobacco: 'NO',
      hazardous_occupation: 'NO',
      existing_conditions: [],
      family_history: 'NO',
    };
    const parsed = ZTermLifestyle.safeParse(toNumbers(form, ['height_cm', 'weight_kg']));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['weight_kg', 'Weight is 30 to 200 kg'],
    ]);
    expect(
      ZTermLifestyle.safeParse(toNumbers({ ...form, weight_kg: '72' }, ['height_cm', 'weight_kg'])).data,
    ).toMatchObject({ height_cm: 175, weight_kg: 72 });
  });
});
