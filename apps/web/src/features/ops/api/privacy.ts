import { ZOpsPrivacyResponse } from '@kavach/domain';
import { opsQuery } from './ops-request.ts';

/** GET /v1/ops/privacy: marketing consents and data requests, newest first (each read is audited). */
export const privacyQuery = () => opsQuery(['privacy'], '/v1/ops/privacy', ZOpsPrivacyResponse);
