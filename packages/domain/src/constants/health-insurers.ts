import { z } from 'zod';
import { codeList } from './option';

// spec 1 §9: the 16 health insurers. The slug is our stable id (DESIGN §3: the catalogue names them);
// it is URL-safe so it can name logo files and appear in filter query strings.
export const { labels: HEALTH_INSURER_NAMES, codes: HEALTH_INSURER_IDS } = codeList({
  'aditya-birla': 'Aditya Birla',
  'bajaj-allianz': 'Bajaj Allianz',
  'care-health': 'Care Health',
  cholamandalam: 'Cholamandalam',
  digit: 'Digit',
  galaxy: 'Galaxy',
  'hdfc-ergo': 'HDFC ERGO',
  'icici-lombard': 'ICICI Lombard',
  'iffco-tokio': 'Iffco Tokio',
  magma: 'Magma',
  manipalcigna: 'ManipalCigna',
  'new-india-assurance': 'New India Assurance',
  'niva-bupa': 'Niva Bupa',
  oriental: 'Oriental',
  reliance: 'Reliance',
  'royal-sundaram': 'Royal Sundaram',
});
export type HealthInsurerId = (typeof HEALTH_INSURER_IDS)[number];
export const ZHealthInsurerId = z.enum(HEALTH_INSURER_IDS);

export type HealthInsurer = { readonly insurer_id: HealthInsurerId; readonly name: string };

export const HEALTH_INSURERS: readonly HealthInsurer[] = HEALTH_INSURER_IDS.map((insurer_id) => ({
  insurer_id,
  name: HEALTH_INSURER_NAMES[insurer_id],
}));
