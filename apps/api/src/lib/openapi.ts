import { z } from 'zod';

// The shared error body, declared once so every route's OpenAPI entry shows it.
export const ZApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
