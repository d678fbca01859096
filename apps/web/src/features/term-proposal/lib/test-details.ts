import type { TTermJourneyDetailsResponse } from '@kavach/domain';
import { vi } from 'vitest';

/** A term journey as the server answers before any step is saved, for the step components' tests. */
const FRESH_TERM_JOURNEY = {
  journey_id: 'j-term',
  journey_step: 'LIFE_ASSURED',
  status: 'IN_PROGRESS',
  plan: {
    plan_id: 'p-1',
    plan_name: 'Smart Term',
    insurer_id: 'i-1',
    insurer_name: 'Insurer',
    insurer_logo_url: '',
    sum_assured: 10_000_000,
    policy_term: 30,
    cover_till_age: 65,
    payout: 'LUMPSUM',
    premium_frequency: 'YEARLY',
  },
  quoted: {
    dob: '1991-04-12',
    age: 35,
    gender: 'MALE',
    is_smoker: 'NO',
    pincode: '411001',
    city: 'Pune',
    state: 'Maharashtra',
  },
  life_assured: null,
  nominee_details: null,
  contact: null,
  lifestyle: null,
} as unknown as TTermJourneyDetailsResponse;

/** What the proposal page gives a step on a fresh journey (no user yet), for the step tests. */
export const freshStepProps = () => ({
  journeyId: 'j-term',
  details: FRESH_TERM_JOURNEY,
  user: null,
  focusTitle: false,
  onSaved: vi.fn(),
});
