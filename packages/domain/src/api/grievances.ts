import { z } from 'zod';
import { ZInstant, ZRowId } from './wire';
import { ZPageQuery, zConsolePage } from './console-page';
import { GRIEVANCE_LIMITS as L } from '../constants/grievance';
import { ZGrievanceCategory, ZGrievanceState } from '../code-lists/cover';
import { ZJourneyVertical } from '../verticals/registry';
import { zMessageText } from '../validation/fields';

// Issue 19: the buyer's complaints and the staff's grievance queue. One schema per call, shared by API and web.

/** POST /v1/users/me/grievances: about one of the buyer's own journeys (and so its policy, when issued). */
export const ZRaiseGrievanceRequest = z
  .object({
    journey_id: z.uuid('Choose the policy or purchase your complaint is about'),
    category: ZGrievanceCategory,
    subject: zMessageText(
      L.subjectMin,
      L.subjectMax,
      `Write a short subject (at least ${L.subjectMin} characters)`,
      `Keep the subject under ${L.subjectMax} characters`,
    ),
    description: zMessageText(
      L.descriptionMin,
      L.descriptionMax,
      `Tell us what happened (at least ${L.descriptionMin} characters)`,
      `Keep the description under ${L.descriptionMax} characters`,
    ),
  })
  .strict();
export type TRaiseGrievanceRequest = z.infer<typeof ZRaiseGrievanceRequest>;

/** The IRDAI dates, computed by the server at the time of the read (grievanceTimeline). */
const ZTimeline = z.object({
  acknowledge_by: ZInstant,
  resolve_by: ZInstant,
  acknowledge_overdue: z.boolean(),
  resolve_overdue: z.boolean(),
  overdue: z.boolean(),
  escalation_available: z.boolean(),
});

/** One complaint as the buyer sees it. */
export const ZGrievance = z.object({
  grievance_id: ZRowId,
  reference: z.string(),
  journey_id: ZRowId,
  policy_number: z.string().nullable(),
  plan_name: z.string(),
  category: ZGrievanceCategory,
  subject: z.string(),
  description: z.string(),
  state: ZGrievanceState,
  response: z.string().nullable(),
  raised_at: ZInstant,
  acknowledged_at: ZInstant.nullable(),
  responded_at: ZInstant.nullable(),
  closed_at: ZInstant.nullable(),
  timeline: ZTimeline,
  /** Once open past 14 days: the insurer's grievance officer, then Bima Bharosa, then the Ombudsman. */
  escalation: z.object({ title: z.string(), steps: z.array(z.string()) }).nullable(),
});
export type TGrievance = z.infer<typeof ZGrievance>;
export const ZGrievanceListResponse = z.array(ZGrievance);

/** The staff's view: the buyer's complaint, which purchase, and who (name and mobile, for a call back). */
export const ZOpsGrievance = ZGrievance.omit({ escalation: true }).extend({
  /** Null once the purchase it was about has been erased. */
  vertical: ZJourneyVertical.nullable(),
  insurer_name: z.string(),
  buyer_name: z.string().nullable(),
  buyer_mobile: z.string().nullable(),
});
export type TOpsGrievance = z.infer<typeof ZOpsGrievance>;
export const ZOpsGrievanceQueueResponse = zConsolePage(ZOpsGrievance);
export const ZOpsGrievanceQuery = ZPageQuery.extend({ state: ZGrievanceState.optional() });
export const ZOpsGrievanceParams = z.object({ grievance_id: z.uuid('Unknown complaint') });

const RESPONSE_TOO_SHORT = `Write the response as at least one full sentence (${L.responseMin} characters or more)`;
export const ZOpsGrievanceRespondRequest = z
  .object({
    // At least a sentence: the buyer reads it as the answer to their complaint.
    response: zMessageText(
      L.responseMin,
      L.responseMax,
      RESPONSE_TOO_SHORT,
      `Keep the response under ${L.responseMax} characters`,
    ).refine((text) => text.split(/\s+/u).filter(Boolean).length >= L.responseMinWords, RESPONSE_TOO_SHORT),
  })
  .strict();
export type TOpsGrievanceRespondRequest = z.infer<typeof ZOpsGrievanceRespondRequest>;
