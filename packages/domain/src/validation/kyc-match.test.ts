import { describe, expect, it } from 'vitest';
import { namesMatch, panFitsSurname, sameName, samePerson } from './kyc-match';

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

describe('the same person named twice in a proposal', () => {
  it('is the same name and date of birth, whatever the case, accents, dots or spacing', () => {
    const rahul = { full_name: 'Rahul Kulkarni', dob: '1991-04-12' };
    expect(samePerson(rahul, { full_name: '  RAHUL  kulkarni ', dob: '1991-04-12' })).toBe(true);
    expect(sameName('Ánil Kumar', 'ANIL KUMAR')).toBe(true);
    // A middle name or initial added, a first name as an initial: written twice, one person.
    for (const again of ['Rahul Sunil Kulkarni', 'Rahul S. Kulkarni', 'R Kulkarni'])
      expect([again, samePerson(rahul, { ...rahul, full_name: again })]).toEqual([again, true]);
    // A middle name is often the father's or the husband's first name: they are other people, of any age.
    expect(sameName('Priya Rahul Kulkarni', 'Rahul Kulkarni')).toBe(false);
    expect(sameName('Rahul Sunil Kulkarni', 'Sunil Kulkarni')).toBe(false);
    // A namesake of another birthday, or another name of the same birthday (a twin), are other people.
    expect(samePerson(rahul, { ...rahul, dob: '1963-02-01' })).toBe(false);
    expect(samePerson(rahul, { ...rahul, full_name: 'Rohan Kulkarni' })).toBe(false);
    expect(samePerson(rahul, { ...rahul, full_name: 'Rahul Joshi' })).toBe(false);
    expect(sameName('', '')).toBe(false);
  });
});
