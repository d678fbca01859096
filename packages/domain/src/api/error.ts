import { z } from 'zod';

// DESIGN §2: every failure answers { error: { code, message, fields? } }. `code` stays a plain string
// in the schema so a client keeps working when the server adds a code.
export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field path (dot-joined) to the first message for that field, for 400 VALIDATION_FAILED. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof ZApiError>;

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'UNAUTHORIZED',
  // No session, or one the server never issued (or has forgotten): the client tracks a new one and retries.
  'SESSION_REQUIRED',
  'FORBIDDEN',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'CONFLICT',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
export const ZErrorCode = z.enum(ERROR_CODES);

/** One place mapping each code to its HTTP status, used by the server's single error type. */
export const ERROR_HTTP_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  SESSION_REQUIRED: 401,
  FORBIDDEN: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  CONFLICT: 409,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Readonly<Record<ErrorCode, number>>;

/**
 * The first message per field of a failed parse (spec 2 §5: "the first error per field is shown").
 * Issues on the value as a whole are keyed by the empty string.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}
