import { ZOpsNoticesResponse } from '@kavach/domain';
import { opsQuery } from './ops-request.ts';

/** GET /v1/ops/notices: the newest notices sent to buyers, where each stands, and the addresses that bounced. */
export const noticesQuery = () => opsQuery(['notices'], '/v1/ops/notices', ZOpsNoticesResponse);
