import type { z } from 'zod';
import { ZRaiseGrievanceRequest } from '../api/grievances';
import { ZTermLifeAssured, ZTermLifestyle, ZTermNominee, ZTermNominees } from '../api/term/term-proposal';
import { ZMotorVehicleDetails } from '../api/motor/motor-proposal';
import { ZContactChange } from '../endorsements/endorsement';

// Some buyer-facing messages are written inside a form's schema, not in MESSAGES. They are read here the way a buyer
// meets them: each schema is given what a buyer might type wrong, and says why it refuses it.

const messagesOf = (schema: z.ZodType, input: unknown): string[] =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

const NOMINEE = { full_name: 'Asha Rao', relation: 'SPOUSE', dob: '1990-01-01', share_percent: 100 };
const LIFE_ASSURED = {
  full_name: 'Asha Rao',
  pan_number: 'ABCPR1234F',
  occupation: 'SALARIED',
  employer_type: 'SELF',
  employer_name: 'Zyx Ltd',
  annual_income: 500_000,
  other_life_cover: 0,
  education: 'GRADUATE',
  is_smoker: 'NO',
};

/** The messages of the buyer's forms that their schemas write themselves. */
export function schemaTexts(): string[] {
  return [
    ...messagesOf(ZRaiseGrievanceRequest, { journey_id: 'x', category: 'x', subject: 'ab', description: 'ab' }),
    ...messagesOf(ZRaiseGrievanceRequest, { subject: 'a'.repeat(500), description: 'a'.repeat(5000) }),
    ...messagesOf(ZTermLifeAssured, { ...LIFE_ASSURED, annual_income: 1, other_life_cover: -1 }),
    ...messagesOf(ZTermLifeAssured, LIFE_ASSURED),
    ...messagesOf(ZTermNominee, { ...NOMINEE, share_percent: 0 }),
    ...messagesOf(ZTermNominees, { nominees: [] }),
    ...messagesOf(ZTermNominees, {
      nominees: [1, 2, 3, 4].map((n) => ({ ...NOMINEE, full_name: `Asha ${'a'.repeat(n)}` })),
    }),
    ...messagesOf(ZTermLifestyle.pick({ height_cm: true, weight_kg: true }), { height_cm: 1, weight_kg: 1 }),
    ...messagesOf(ZMotorVehicleDetails, {
      registration_number: 'x',
      engine_number: '!',
      chassis_number: '!',
      previous_policy: { insurer_name: 'Zyx', policy_number: '!' },
    }),
    ...messagesOf(ZContactChange, { kind: 'CONTACT' }),
  ];
}
