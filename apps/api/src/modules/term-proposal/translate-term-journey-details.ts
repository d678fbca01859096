import type { TTermJourneyDetailsResponse } from '@kavach/domain';
import type { CatalogueText } from '@kavach/rating';
import { translatePremiumAddons } from '../journeys/journey-views.ts';

/**
 * The term journey's details with the catalogue's texts they carry — the riders' names in the premium, the medical
 * tests the plan asks for — through `text` (the catalogue's translation into the request's language, docs/i18n.md).
 * Built anew: what the journey stored stays as the catalogue wrote it.
 */
export function translateTermJourneyDetails(
  details: TTermJourneyDetailsResponse,
  text: CatalogueText,
): TTermJourneyDetailsResponse {
  return {
    ...details,
    underwriting: {
      ...details.underwriting,
      medical_tests: details.underwriting.medical_tests.map((m) => ({ ...m, test: text(m.test) })),
    },
    premium: translatePremiumAddons(details.premium, text),
  };
}
