import { expect, it } from 'vitest';
import { maskPan } from './pan';

it('shows only the last four characters of a PAN, upper-cased, whatever the mask', () => {
  expect(maskPan(' abcdk1234f ')).toBe('••••••234F');
  expect(maskPan('ABCDK1234F', 'X')).toBe('XXXXXX234F');
  // Nothing of a short or empty value is hidden that is not there; nothing is invented either.
  expect(maskPan('123')).toBe('123');
  expect(maskPan('')).toBe('');
});
