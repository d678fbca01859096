import { ZOpsClaimsResponse } from '@kavach/domain';
import { opsQuery } from './ops-request.ts';

/** GET /v1/ops/claims: the open claims, the one whose IRDAI clock is due soonest first. */
export const claimsQuery = () => opsQuery(['claims'], '/v1/ops/claims', ZOpsClaimsResponse);
