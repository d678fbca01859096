import { expect, it } from 'vitest';
import { countOf } from './count';

it('says one thing in the singular and any other count in the plural', () => {
  expect([countOf(1, 'plan'), countOf(0, 'plan'), countOf(5, 'Own Damage Plan')]).toEqual([
    '1 plan',
    '0 plans',
    '5 Own Damage Plans',
  ]);
});
