import { phoneDigits } from './catalogue-sources.ts';

/**
 * The numbers a policyholder calls, and the one IRDAI registered the insurer under, as one vertical's insurers.json
 * states them for one insurer.
 */
export type InsurerContacts = {
  insurer_id: string;
  claims_phone: string;
  customer_care_phone: string;
  irdai_registration_number: string;
};

/** One vertical's insurers, under the file name its messages use (insurers.json, or health/insurers.json). */
export type CatalogueInsurers = { file: string; insurers: readonly InsurerContacts[] };

const NUMBERS = ['claims_phone', 'customer_care_phone', 'irdai_registration_number'] as const;

/**
 * docs/product/catalogue.md §3: an insurer has one claims and one customer-care number whichever vertical sold
 * the policy, and no number belongs to two insurers; a buyer who calls the number on a schedule reaches their own
 * insurer. Its IRDAI registration number is one too, and its alone: every schedule prints it. Each problem names the file and row that disagrees with the first one stating the number.
 */
export function checkInsurerContacts(catalogues: readonly CatalogueInsurers[]): string[] {
  const problems: string[] = [];
  const first = new Map<string, { at: string; contacts: InsurerContacts }>();
  const owner = new Map<string, { at: string; insurerId: string }>();
  for (const { file: at, insurers } of catalogues) {
    insurers.forEach((insurer, i) => {
      const earlier = first.get(insurer.insurer_id);
      for (const field of NUMBERS) {
        const number = insurer[field];
        if (earlier && phoneDigits(earlier.contacts[field]) !== phoneDigits(number))
          problems.push(
            `${at}: [${i}].${field}: ${insurer.insurer_id}'s number ${number} differs from ${earlier.contacts[field]} in ${earlier.at}`,
          );
        const holder = owner.get(phoneDigits(number));
        if (holder && holder.insurerId !== insurer.insurer_id)
          problems.push(`${at}: [${i}].${field}: ${number} is already ${holder.insurerId}'s number (${holder.at})`);
        else if (!holder) owner.set(phoneDigits(number), { at, insurerId: insurer.insurer_id });
      }
      if (!earlier) first.set(insurer.insurer_id, { at, contacts: insurer });
    });
  }
  return problems;
}
