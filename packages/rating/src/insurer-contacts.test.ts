import { API_VERTICALS } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { sampleFiles } from '../test/sample-catalogue.ts';
import { checkInsurerContacts, type InsurerContacts } from './insurer-contacts.ts';

// The three sample insurers.json files, as the API checks them together at start-up.
const sampleInsurers = () =>
  API_VERTICALS.map((vertical) => ({
    file: `${vertical}/insurers.json`,
    insurers: JSON.parse(sampleFiles(vertical).get('insurers.json') ?? '[]') as InsurerContacts[],
  }));
const insurer = (catalogues: ReturnType<typeof sampleInsurers>, file: string, id: string) => {
  const rows = catalogues.find((c) => c.file === file)?.insurers ?? [];
  const at = rows.findIndex((i) => i.insurer_id === id);
  return { at, row: rows[at] as InsurerContacts };
};

describe('an insurer has one claims and one customer-care number, its own', () => {
  it('holds for the samples, where four general insurers sell both health and motor', () => {
    const catalogues = sampleInsurers();
    const ids = (file: string) => catalogues.find((c) => c.file === file)?.insurers.map((i) => i.insurer_id) ?? [];
    const motor = ids('motor/insurers.json');
    expect(ids('health/insurers.json').filter((id) => motor.includes(id)).length).toBeGreaterThanOrEqual(4);
    expect(checkInsurerContacts(catalogues)).toEqual([]);
  });

  it('refuses a claims number that differs between verticals, naming the later file and row', () => {
    const catalogues = sampleInsurers();
    const { at, row } = insurer(catalogues, 'motor/insurers.json', 'new-india-assurance');
    row.claims_phone = '1800-266-1415';
    expect(checkInsurerContacts(catalogues)).toEqual([
      `motor/insurers.json: [${at}].claims_phone: new-india-assurance's number 1800-266-1415 differs from 1800-209-1415 in health/insurers.json`,
    ]);
  });

  it('takes two printings of one number as the same number', () => {
    const catalogues = sampleInsurers();
    insurer(catalogues, 'motor/insurers.json', 'hdfc-ergo').row.customer_care_phone = '1800-270-0700';
    expect(checkInsurerContacts(catalogues)).toEqual([]);
  });

  it('refuses a number that two insurers print, across verticals too', () => {
    const catalogues = sampleInsurers();
    const { at, row } = insurer(catalogues, 'term/insurers.json', 'bajaj-allianz-life');
    row.customer_care_phone = '1800-209-5858';
    expect(checkInsurerContacts(catalogues)).toEqual([
      `term/insurers.json: [${at}].customer_care_phone: 1800-209-5858 is already bajaj-allianz's number (health/insurers.json)`,
    ]);
  });

  it('refuses an IRDAI registration that differs between verticals, or that two insurers print', () => {
    const catalogues = sampleInsurers();
    const motor = insurer(catalogues, 'motor/insurers.json', 'new-india-assurance');
    motor.row.irdai_registration_number = '191';
    const term = insurer(catalogues, 'term/insurers.json', 'lic');
    term.row.irdai_registration_number = '190';
    expect(checkInsurerContacts(catalogues)).toEqual([
      `term/insurers.json: [${term.at}].irdai_registration_number: 190 is already new-india-assurance's number (health/insurers.json)`,
      `motor/insurers.json: [${motor.at}].irdai_registration_number: new-india-assurance's number 191 differs from 190 in health/insurers.json`,
    ]);
  });
});
