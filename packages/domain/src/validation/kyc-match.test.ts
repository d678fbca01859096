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

  it.each([
    ['RAHUL SURESH KULKARNI', 'Rahul Kulkarni', true],
    ['RAHUL S. KULKARNI', 'rahul kulkarni', true],
    ['RAHUL KULKARNI', 'Rahul Suresh Kulkarni', false],
    ['RAHUL KULKARNI', 'Rohan Kulkarni', false],
    ['RAHUL KULKARNI', 'Kulkarni Rahul', false],
    ['', 'Rahul Kulkarni', false],
  ])('the registry’s “%s” is “%s”: %s', (registered, given, same) => {
    expect(namesMatch(registered, given)).toBe(same);
  });
});
