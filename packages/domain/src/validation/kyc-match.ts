// Whether a KYC record is the proposer's own, not merely a record for the PAN they typed: a PAN is no secret (it is
// printed on invoices and forms), so a registry hit on it alone proves nothing about who typed it.

// Accents are dropped, not the letters under them: Ánil reads as ANIL, as a registry in capitals spells it.
const wordsOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/**
 * An individual's PAN carries the first letter of the holder's surname as its fifth character (the Income Tax
 * Department's PAN structure): the last word of the name given must begin with it.
 */
export function panFitsSurname(pan: string, fullName: string): boolean {
  const surname = wordsOf(fullName).at(-1);
  return surname !== undefined && surname[0] === pan.toUpperCase()[4];
}

/**
 * Whether the name a registry holds is the name given: the same first and last word, and every word given found in
 * it, so a middle name the buyer left out still matches while another person's name does not. Case, dots and
 * extra spaces do not count.
 */
export function namesMatch(registered: string, given: string): boolean {
  const held = wordsOf(registered);
  const typed = wordsOf(given);
  if (held.length === 0 || typed.length === 0) return false;
  return held[0] === typed[0] && held.at(-1) === typed.at(-1) && typed.every((w) => held.includes(w));
}

/**
 * Whether two names may be one person's, as people write a name twice: the same first name (or its initial), and
 * every other word of the shorter found in the longer, whole or as its initial (Rahul Kulkarni, Rahul Sunil Kulkarni,
 * R. Kulkarni); case, accents, dots and spacing aside. A first name found only later in the other name is not the
 * same person: in much of India a middle name is the father's or the husband's first name (Priya Rahul Kulkarni and
 * her husband Rahul Kulkarni). Said with the same date of birth or age, this is one person.
 */
export function sameName(a: string, b: string): boolean {
  const [shorter, longer] = [wordsOf(a), wordsOf(b)].sort((x, y) => x.length - y.length) as [string[], string[]];
  const alike = (x: string, y: string) => x === y || (x.length === 1 && y[0] === x) || (y.length === 1 && x[0] === y);
  const [first, ...rest] = shorter;
  const [longFirst, ...left] = longer;
  if (first === undefined || longFirst === undefined || !alike(first, longFirst)) return false;
  return rest.every((word) => {
    const at = left.findIndex((w) => alike(word, w));
    return at >= 0 && left.splice(at, 1).length === 1;
  });
}

/** The same person, as a proposal names people: a name that may be theirs (sameName) and the same date of birth. */
export function samePerson(a: { full_name: string; dob: string }, b: { full_name: string; dob: string }): boolean {
  return a.dob === b.dob && sameName(a.full_name, b.full_name);
}
