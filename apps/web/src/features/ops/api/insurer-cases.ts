import { ZOpsInsurerCasesResponse } from '@kavach/domain';
import { opsQuery } from './ops-request.ts';

/** GET /v1/ops/insurer-cases: cases waiting on insurers with the days elapsed, and jobs that used every retry. */
export const insurerCasesQuery = () => opsQuery(['insurer-cases'], '/v1/ops/insurer-cases', ZOpsInsurerCasesResponse);
