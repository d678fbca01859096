import { z } from 'zod';
import { INSURER_CASE_STATUSES } from '../code-lists/insurer-case';
import { ZJourneyVertical } from '../verticals/registry';

/** GET /v1/ops/insurer-cases: paid purchases still with their insurers, oldest first, and jobs that gave up. */
export const ZOpsInsurerCasesResponse = z.object({
  waiting: z.array(
    z.object({
      case_id: z.string(),
      journey_id: z.string(),
      vertical: ZJourneyVertical,
      insurer_id: z.string(),
      insurer_name: z.string(),
      status: z.enum(INSURER_CASE_STATUSES),
      /** Where it stands, in the words the buyer reads (insurerStageWords). */
      stage: z.string(),
      /** Whole days since the premium was kept and the case opened. */
      days_waiting: z.number().int().min(0),
      /** Tries that found the insurer unreachable or answering nonsense, and the last one's error. */
      failed_tries: z.number().int().min(0),
      last_failure: z.string().nullable(),
    }),
  ),
  /** Submissions and polls that used every retry: staff look into each (docs/operations.md). */
  failed_jobs: z.array(
    z.object({
      id: z.string(),
      queue: z.string(),
      case_id: z.string().nullable(),
      tries: z.number().int(),
      failed_at: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type TOpsInsurerCasesResponse = z.infer<typeof ZOpsInsurerCasesResponse>;
