import { ZOpsPrivacyResponse } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request.ts';

/** GET /v1/ops/privacy: marketing consents and data requests, newest first (each read is audited). */
export const privacyQuery = () =>
  queryOptions({
    queryKey: ['ops', 'privacy'],
    queryFn: () => opsRequest('/v1/ops/privacy', { schema: ZOpsPrivacyResponse }),
    retry: false,
  });
