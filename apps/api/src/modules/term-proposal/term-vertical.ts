import { DEFAULT_KYC_CONFIG } from '@kavach/domain';
import type { TermCatalogue } from '@kavach/rating';
import type { JourneyVerticalConfig } from '../journeys/vertical.ts';
import { missingTermParts, termRequestOf } from '../term/term-journey.ts';
import { renderTermSchedule } from './term-schedule.ts';

/** Term life on the journey core: life assured, nominees, contact, declaration and income proof; cover for the term. */
export function termVertical(catalogue: TermCatalogue): JourneyVerticalConfig {
  return {
    vertical: 'TERM',
    kycConfig: () => DEFAULT_KYC_CONFIG,
    missingParts: (journey, processed) => missingTermParts(catalogue, journey, processed),
    reviewStep: 'REVIEW',
    policy: {
      code: 'T',
      years: (paid) => termRequestOf(paid).policy_term,
      render: (paid, policy, opts) => renderTermSchedule(catalogue, paid, policy, opts),
    },
  };
}
