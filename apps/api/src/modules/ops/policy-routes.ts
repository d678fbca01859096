import { ZApiError, ZOpsFreeLookCancelResponse, ZOpsPolicyParams } from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { createPaymentRepository } from '../payments/repository.ts';
import { cancelInFreeLook } from './cancel-policy.ts';
import { createStaffRepository } from './repository.ts';
import { requireStaff } from './staff-auth.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/** Issue 19: what staff do to an issued policy — today, its return in the free-look period (either role). */
const opsPolicyRoutes: FastifyPluginAsyncZod<{ byId: ReadonlyMap<string, PaymentProvider> }> = async (app, opts) => {
  const staff = createStaffRepository(app.db);
  const deps = {
    db: app.db,
    payments: createPaymentRepository(app.db),
    journeys: createJourneyRepository(app.db),
    verticals: app.verticals,
    providers: opts.byId,
    log: app.log,
  };

  app.post(
    '/v1/ops/policies/:policy_number/free-look-cancel',
    {
      schema: {
        tags: ['operations'],
        summary: 'Cancel a policy the buyer returned in its free-look period, and refund what IRDAI allows',
        params: ZOpsPolicyParams,
        response: { 200: ZOpsFreeLookCancelResponse, ...errors },
      },
    },
    async (req) => cancelInFreeLook(deps, await requireStaff(req, staff), req.params.policy_number),
  );
};

export default opsPolicyRoutes;
