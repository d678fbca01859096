import {
  CONTACT_FIELD_LABELS,
  ZContactMobile,
  ZEmail,
  zContactText,
  type ContactFieldCode,
  type TSaveContactRequest,
} from '@kavach/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Journey } from '../journeys/journey.ts';
import { saveProposalStep } from '../journeys/proposal-steps.ts';
import { planJourneyConfig, type HealthProposalDeps } from './journey-config.ts';

// The spec's contact body keys (docs/product/proposal-kyc.md §7: address_1..3) for each field code of the journey
// config.
const BODY_KEYS: Record<ContactFieldCode, keyof TSaveContactRequest['contact_details']> = {
  CONTACT_MOBILE: 'mobile',
  CONTACT_EMAIL: 'email',
  CONTACT_ADDRESS_LINE_1: 'address_1',
  CONTACT_ADDRESS_LINE_2: 'address_2',
  CONTACT_ADDRESS_LINE_3: 'address_3',
  CONTACT_CITY: 'city',
  CONTACT_STATE: 'state',
  CONTACT_PINCODE: 'pincode',
  CONTACT_AREA: 'area',
};
const OPTIONAL: readonly ContactFieldCode[] = ['CONTACT_ADDRESS_LINE_2', 'CONTACT_ADDRESS_LINE_3'];
const PREFILLED: readonly ContactFieldCode[] = ['CONTACT_CITY', 'CONTACT_STATE', 'CONTACT_PINCODE'];

function ruleFor(code: ContactFieldCode): z.ZodType<string> {
  if (code === 'CONTACT_MOBILE') return ZContactMobile;
  if (code === 'CONTACT_EMAIL') return ZEmail;
  return zContactText(CONTACT_FIELD_LABELS[code]);
}

/**
 * POST /v1/health/journey/save-contact-details: every enabled field checked with docs/product/proposal-kyc.md §5's
 * contact messages. City, state and pincode are the pre-quote's (read-only on screen), so the server sets them itself.
 */
export async function saveContact(deps: HealthProposalDeps, journey: Journey<'HEALTH'>, body: TSaveContactRequest) {
  if (!journey.proposal.nominee) throw new AppError('CONFLICT', 'Save the nominee first');
  const { config } = planJourneyConfig(deps.catalogue, journey.planId);
  const enabled = config.contact_config.enabled_contact_fields as ContactFieldCode[];
  const place = journey.quoteRequest.pincode_details;
  const prefill: Record<string, string> = {
    city: place.district,
    state: place.state,
    pincode: journey.quoteRequest.pincode,
  };
  const given = body.contact_details;
  const contact: Record<string, string> = {};
  const fields: Record<string, string> = {};
  for (const [code, key] of Object.entries(BODY_KEYS) as [ContactFieldCode, string][]) {
    const value = given[key as keyof typeof given];
    if (!enabled.includes(code)) {
      if (value) fields[`contact_details.${key}`] = 'This plan does not collect this field';
      continue;
    }
    if (PREFILLED.includes(code)) {
      contact[key] = prefill[key] ?? '';
      continue;
    }
    if (OPTIONAL.includes(code) && !value) continue;
    const parsed = ruleFor(code).safeParse(value ?? '');
    if (parsed.success) contact[key] = parsed.data;
    else fields[`contact_details.${key}`] = parsed.error.issues[0]?.message ?? 'Invalid value';
  }
  if (Object.keys(fields).length > 0)
    throw new AppError('VALIDATION_FAILED', 'Please check your contact details', { fields });
  return saveProposalStep(deps.journeys, journey, { contact }, 'MEDICAL_QUESTIONS');
}
