import { describe, expect, it } from 'vitest';
import { namesMatch, panFitsSurname } from './kyc-match';

describe('a KYC record is the proposer’s own', () => {
  it.each([
    ['ABCDK1234F', 'Rahul Kulkarni', true],
    ['abcdk1234f', 'rahul  kulkarni', true],
    ['ABCDK1234F', 'Meera Someone Else', false],
    ['ABCDK1234F', '', false],
  ])('PAN %s fits the surname of “%s”: %s', (pan, name, fits) => {
    expect(panFitsSurname(pan, name)).toBe(fits);
  });

  it('takes a registry name with every word the buyer gave, first and last alike, whatever the case, dots and accents', () => {
    expect(namesMatch('RAHUL SURESH KULKARNI', 'Rahul Kulkarni')).toBe(true);
    expect(namesMatch('RAHUL S. KULKARNI', 'rahul kulkarni')).toBe(true);
    expect(namesMatch('ANIL KUMAR', 'Ánil Kumar')).toBe(true);
  });

  it('refuses another person’s name, a word the registry does not have, the words reordered, or no name', () => {
    const refused = [
      ['RAHUL KULKARNI', 'Rohan Kulkarni'],
      ['RAHUL KULKARNI', 'Rahul Suresh Kulkarni'],
      ['RAHUL KULKARNI', 'Kulkarni Rahul'],
      ['', 'Rahul Kulkarni'],
    ];
    expect(refused.filter(([registered, given]) => namesMatch(registered!, given!))).toEqual([]);
  });
});
