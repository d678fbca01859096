import { z } from 'zod';
import { ZVehicleKind } from '../constants/motor';
import { codesOf } from '../constants/option';

// docs/decisions.md §2: every failure answers { error: { code, message, fields? } }. `code` stays a plain string
// in the schema so a client keeps working when the server adds a code.
export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field path (dot-joined) to the first message for that field, for 400 VALIDATION_FAILED. */
    fields: z.record(z.string(), z.string()).optional(),
    /**
     * A motor proposal refused because its registration is not the vehicle quoted: the quote that number needs, which
     * the client offers to get (the registry's kind of vehicle where it knows the number, else the proposal's).
     */
    requote: z.object({ registration_number: z.string(), vehicle_kind: ZVehicleKind }).optional(),
  }),
});
export type ApiError = z.infer<typeof ZApiError>;

/**
 * Every error code with its HTTP status, in one table so a code cannot be added without one; the server's single
 * error type answers with it.
 */
export const ERROR_HTTP_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  // No session, or one the server never issued (or has forgotten): the client tracks a new one and retries.
  SESSION_REQUIRED: 401,
  FORBIDDEN: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  CONFLICT: 409,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;
export const ERROR_CODES = codesOf(ERROR_HTTP_STATUS);
export type ErrorCode = (typeof ERROR_CODES)[number];
export const ZErrorCode = z.enum(ERROR_CODES);

/**
 * The first message per field of a failed parse (docs/product/proposal-kyc.md §5: "the first error per field is
 * shown"). Issues on the value as a whole are keyed by the empty string.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}
