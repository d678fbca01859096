import { z } from 'zod';

// What every vertical's catalogue must say of itself before a broker may print it (docs/product/catalogue.md):
// the product's UIN and documents, the insurer's numbers, and where each figure comes from.

/**
 * Where a figure comes from: the public page that states it (the insurer's own, IRDAI's, a newspaper's), or "sample"
 * when no public source was found. A sample figure is shown as illustrative, and production refuses it.
 */
const NEEDS_SOURCE = 'needs a source: the address of the page that states it, or "sample"';
const isWebAddress = (text: string) => {
  try {
    return ['https:', 'http:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};
export const ZSource = z
  .string({ error: NEEDS_SOURCE })
  .refine((source) => source === 'sample' || isWebAddress(source), NEEDS_SOURCE);
export type Source = z.infer<typeof ZSource>;

/** The `sources` of a row: one per sourced field, none left out (strict: no source for a field that is not there). */
export const sourcesOf = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object(shape, {
      error: (issue) => (issue.input === undefined ? `must name a source (or "sample") for each figure` : undefined),
    })
    .strict();

/** An Indian phone number as printed, e.g. 1800-209-1415 or 022-6234-6234: digits in groups, nothing else. */
export const ZPhone = z
  .string({ error: (issue) => (issue.input === undefined ? 'the number is required' : undefined) })
  .regex(/^\d{3,5}(-\d{1,5}){1,3}$/, 'must be a phone number in groups of digits, e.g. 1800-209-1415');

/** Two printings of one number (1800-2700-700, 1800-270-0700) are the same number. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

const required = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? `the ${what} is required` : undefined;
/** Said of a row that lacks its product's documents altogether. */
export const PRODUCT_DOCUMENTS_REQUIRED =
  'is required: the product UIN, policy wording, prospectus and Customer Information Sheet (CIS) links';
const ZDocumentLink = (what: string) =>
  z.url({ protocol: /^https?$/, error: (issue) => required(what)(issue) ?? `the ${what} must be a web address` });

/**
 * A product as IRDAI approved it: its Unique Identification Number and the three documents a buyer reads before
 * buying (IRDAI (Insurance Products) Regulations 2024: policy wording, prospectus, Customer Information Sheet).
 */
export const ZProductDocuments = z
  .object(
    {
      uin: z
        .string({ error: required('product UIN (IRDAI Unique Identification Number)') })
        .regex(/^[A-Z0-9]{8,30}$/, 'must be the IRDAI Unique Identification Number: 8 to 30 capitals and digits'),
      policy_wording_url: ZDocumentLink('policy wording link'),
      prospectus_url: ZDocumentLink('prospectus link'),
      cis_url: ZDocumentLink('Customer Information Sheet (CIS) link'),
      sources: sourcesOf({ uin: ZSource, policy_wording_url: ZSource, prospectus_url: ZSource, cis_url: ZSource }),
    },
    { error: (issue) => (issue.input === undefined ? PRODUCT_DOCUMENTS_REQUIRED : undefined) },
  )
  .strict();
export type ProductDocuments = z.infer<typeof ZProductDocuments>;

/**
 * Who the insurer is before the law (IRDAI (Protection of Policyholders' Interests) Regulations: a policy document
 * names them): its IRDAI registration number and its registered office, printed on every schedule. Spread into each
 * vertical's insurer row, with a source for each beside its other figures' (`insurerRegistrationSources`).
 */
export const insurerRegistration = {
  irdai_registration_number: z
    .string({ error: required('IRDAI registration number') })
    .regex(/^\d{3}$/, "must be the insurer's IRDAI registration number: three digits, e.g. 190"),
  registered_office: z
    .string({ error: required('registered office address') })
    .min(20, "must be the registered office's full address, with its city and PIN code")
    .regex(/\b\d{6}$/, "must be the registered office's full address, ending with its PIN code"),
};
export const insurerRegistrationSources = { irdai_registration_number: ZSource, registered_office: ZSource };

/**
 * Every figure a catalogue still marks "sample", as "file: path" (e.g. "insurers.json: [3].sources.claims_phone"):
 * found wherever a row keeps its `sources`, so a vertical's new sourced field needs no change here.
 */
export function sampleFigures(file: string, value: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${path}[${i}]`));
    else if (node !== null && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) {
        const at = path === '' ? key : `${path}.${key}`;
        if (key === 'sources' && child !== null && typeof child === 'object') {
          for (const [field, source] of Object.entries(child))
            if (source === 'sample') found.push(`${file}: ${at}.${field}`);
        } else walk(child, at);
      }
  };
  walk(value, '');
  return found;
}
