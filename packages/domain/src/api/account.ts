import { z } from 'zod';
import { JOURNEY_REF } from './journey-ref';
import { ZCount, ZInstant } from './wire';

// Data protection (DPDP Act 2023): a signed-in user's copy of their data, erasure of their account or of one
// unpaid purchase, and signing out their other devices. Paths: GET /v1/account/export, DELETE /v1/account,
// DELETE /v1/account/journeys/{journey_id}, POST /v1/account/sessions/sign-out-others.

/** One stored row as held, keyed by its database column names; a column added later appears by itself. */
export const ZExportedRow = z.record(z.string(), z.unknown());

export const ZAccountExportResponse = z.object({
  exported_at: ZInstant,
  user: ZExportedRow.nullable(),
  sessions: z.array(ZExportedRow),
  journeys: z.array(ZExportedRow),
  quotation_lists: z.array(ZExportedRow),
  uploads: z.array(ZExportedRow),
  payment_attempts: z.array(ZExportedRow),
  policies: z.array(ZExportedRow),
  otp_requests: z.array(ZExportedRow),
  /** The buyer's complaints (issue 19), with the staff's responses. */
  grievances: z.array(ZExportedRow),
  /** Claims on the buyer's policies (issue 47), and the records of the files uploaded to them. */
  claims: z.array(ZExportedRow),
  claim_files: z.array(ZExportedRow),
});
export type TAccountExportResponse = z.infer<typeof ZAccountExportResponse>;

export const ZDeleteAccountResponse = z.object({
  /** Unpaid journeys erased with their proposal data, uploads and payment attempts. */
  journeys_erased: ZCount,
  /** KYC and claim files erased (stored objects and their records), from paid and unpaid journeys alike. */
  uploads_erased: ZCount,
  /** Issued policies kept, reduced to the record insurance law requires (SECURITY.md). */
  policies_kept: ZCount,
});
export type TDeleteAccountResponse = z.infer<typeof ZDeleteAccountResponse>;

export const ZRemoveJourneyParams = z.object(JOURNEY_REF);
export const ZRemoveJourneyResponse = z.object({
  journey_id: z.uuid(),
  /** KYC files erased with it (stored objects and their records). */
  uploads_erased: ZCount,
});
export type TRemoveJourneyResponse = z.infer<typeof ZRemoveJourneyResponse>;

export const ZSignOutOthersResponse = z.object({ signed_out: ZCount });
export type TSignOutOthersResponse = z.infer<typeof ZSignOutOthersResponse>;
