import type { ApiVertical } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { readerOf, sampleFiles } from '../test/sample-catalogue.ts';
import { parseHealthCatalogue, parseMotorCatalogue, parseTermCatalogue, PRODUCT_DOCUMENTS_REQUIRED } from './index.ts';

type Json = Record<string, unknown>;

// Each vertical's file that holds its products, and where the first product's documents sit in it.
const VERTICALS = [
  { product: 'Health', vertical: 'health', parse: parseHealthCatalogue, file: 'plans.json', at: ['product'] },
  { product: 'Term', vertical: 'term', parse: parseTermCatalogue, file: 'plans.json', at: ['product'] },
  { product: 'Motor', vertical: 'motor', parse: parseMotorCatalogue, file: 'insurers.json', at: ['products', 'CAR'] },
] as const;

/** The vertical's sample, with its first product (or the row holding it) changed by `change`. */
function loadEdited(
  v: (typeof VERTICALS)[number],
  change: (row: Json, documents: Json) => void,
  file: string = v.file,
): string {
  const files = sampleFiles(v.vertical satisfies ApiVertical);
  const rows = JSON.parse(files.get(file) ?? '[]') as Json[];
  const row = rows[0] as Json;
  const documents = v.at.reduce<Json>((node, key) => node[key] as Json, row);
  change(row, file === v.file ? documents : {});
  files.set(file, JSON.stringify(rows));
  try {
    v.parse(readerOf(files));
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error(`the ${v.product} catalogue loaded`);
}

describe.each(VERTICALS)('$product catalogue: every product names its UIN and documents', (v) => {
  const path = `${v.file}: [0].${v.at.join('.')}`;

  it('loads the sample, whose every product has them', () => {
    expect(() => v.parse(readerOf(sampleFiles(v.vertical)))).not.toThrow();
  });

  it.each([
    ['uin', 'the product UIN (IRDAI Unique Identification Number) is required'],
    ['policy_wording_url', 'the policy wording link is required'],
    ['prospectus_url', 'the prospectus link is required'],
    ['cis_url', 'the Customer Information Sheet (CIS) link is required'],
  ])('refuses a product without its %s', (field, rule) => {
    expect(loadEdited(v, (_row, documents) => delete documents[field])).toBe(
      `${v.product} catalogue invalid: ${path}.${field}: ${rule}`,
    );
  });

  it('refuses a row with no product documents at all', () => {
    const holder = v.at[0];
    expect(loadEdited(v, (row) => delete row[holder])).toBe(
      `${v.product} catalogue invalid: ${v.file}: [0].${holder}: ${PRODUCT_DOCUMENTS_REQUIRED}` +
        (holder === 'products' ? ', for each kind' : ''),
    );
  });

  it('refuses a UIN that is not one, and a link that is no web address', () => {
    expect(loadEdited(v, (_row, documents) => (documents.uin = 'to follow'))).toBe(
      `${v.product} catalogue invalid: ${path}.uin: must be the IRDAI Unique Identification Number: 8 to 30 capitals and digits`,
    );
    expect(loadEdited(v, (_row, documents) => (documents.cis_url = 'on request'))).toBe(
      `${v.product} catalogue invalid: ${path}.cis_url: the Customer Information Sheet (CIS) link must be a web address`,
    );
  });

  it('refuses a document link with no source, or a source that is neither a web page nor "sample"', () => {
    const need = 'needs a source: the address of the page that states it, or "sample"';
    expect(loadEdited(v, (_row, documents) => delete (documents.sources as Json).uin)).toBe(
      `${v.product} catalogue invalid: ${path}.sources.uin: ${need}`,
    );
    expect(loadEdited(v, (_row, documents) => ((documents.sources as Json).prospectus_url = 'the insurer'))).toBe(
      `${v.product} catalogue invalid: ${path}.sources.prospectus_url: ${need}`,
    );
  });
});

describe.each(VERTICALS)('$product catalogue: every insurer figure has a source', (v) => {
  it('refuses an insurer whose claims number has no source, naming the file and the field', () => {
    expect(loadEdited(v, (row) => delete (row.sources as Json).claims_phone, 'insurers.json')).toBe(
      `${v.product} catalogue invalid: insurers.json: [0].sources.claims_phone: needs a source: the address of the page that states it, or "sample"`,
    );
  });

  it('refuses an insurer without a customer-care number', () => {
    expect(loadEdited(v, (row) => delete row.customer_care_phone, 'insurers.json')).toBe(
      `${v.product} catalogue invalid: insurers.json: [0].customer_care_phone: the number is required`,
    );
  });

  it.each([
    ['irdai_registration_number', 'the IRDAI registration number is required'],
    ['registered_office', 'the registered office address is required'],
  ])('refuses an insurer without its %s, which every schedule prints', (field, rule) => {
    expect(loadEdited(v, (row) => delete row[field], 'insurers.json')).toBe(
      `${v.product} catalogue invalid: insurers.json: [0].${field}: ${rule}`,
    );
  });

  it('refuses a registration that is no IRDAI number, an office without its PIN code, or either without a source', () => {
    expect(loadEdited(v, (row) => (row.irdai_registration_number = 'IRDAI/190'), 'insurers.json')).toBe(
      `${v.product} catalogue invalid: insurers.json: [0].irdai_registration_number: must be the insurer's IRDAI registration number: three digits, e.g. 190`,
    );
    expect(loadEdited(v, (row) => (row.registered_office = 'Mumbai, Maharashtra, India'), 'insurers.json')).toBe(
      `${v.product} catalogue invalid: insurers.json: [0].registered_office: must be the registered office's full address, ending with its PIN code`,
    );
    expect(loadEdited(v, (row) => delete (row.sources as Json).registered_office, 'insurers.json')).toBe(
      `${v.product} catalogue invalid: insurers.json: [0].sources.registered_office: needs a source: the address of the page that states it, or "sample"`,
    );
  });

  it('lists the figures still marked "sample", by file and path', () => {
    const catalogue = v.parse(readerOf(sampleFiles(v.vertical)));
    expect(catalogue.sampleFigures.length).toBeGreaterThan(0);
    expect(catalogue.sampleFigures).toContain(`${v.file}: [0].${v.at.join('.')}.sources.uin`);
    // A figure with a web page for its source is not listed.
    const insurers = JSON.parse(sampleFiles(v.vertical).get('insurers.json') ?? '[]') as Json[];
    const sourced = insurers.findIndex((i) => String((i.sources as Json).claims_phone).startsWith('https://'));
    expect(sourced).toBeGreaterThanOrEqual(0);
    expect(catalogue.sampleFigures).not.toContain(`insurers.json: [${sourced}].sources.claims_phone`);
  });
});
