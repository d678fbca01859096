import {
  MOTOR_ADDON_TYPES,
  ZVehicleKind,
  ZMotorOptionsResponse,
  ZMotorQuoteRequest,
  ZMotorQuoteResponse,
  ZRegistrationLookupResponse,
  ZRegistrationParams,
  ZRtoListResponse,
  ZVehicleListResponse,
} from '@kavach/domain';
import type { MotorCatalogue } from '@kavach/rating';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidField, notFound } from '../../lib/app-error.ts';
import { requireSession } from '../../plugins/app/session.ts';
import type { VehicleRegistry } from '../../providers/vehicle-registry/index.ts';
import { QUOTE_FIELD_OF_FACT, registeredVehicle, registryFactsProblem } from './check-registry-facts.ts';
import { quoteMotor } from './quote-motor.ts';
import { cachePublicly } from '../../lib/cache-control.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const route = routeSchemas('motor', [400]);
/** The registry lookup and the quotes: for a session (401), rate-limited (429), and a lookup may find nothing (404). */
const sessionRoute = routeSchemas('motor', [400, 401, 404, 429]);
const ZKindQuery = z.object({ kind: ZVehicleKind }).strict();

/** Issue 18: the vehicle lists, registration lookup and every insurer's quote, priced by the server. */
const routes: FastifyPluginAsyncZod<{ catalogue: MotorCatalogue; registry: VehicleRegistry }> = async (
  app,
  { catalogue, registry },
) => {
  app.get(
    '/v1/motor/vehicles',
    { schema: route('Vehicles we quote, by kind', ZVehicleListResponse, { querystring: ZKindQuery }) },
    async (req, reply) => {
      cachePublicly(reply, 300);
      return catalogue.vehicles.filter((v) => v.kind === req.query.kind);
    },
  );

  app.get(
    '/v1/motor/options',
    {
      schema: route('Voluntary deductibles and add-ons a buyer can choose, by kind', ZMotorOptionsResponse, {
        querystring: ZKindQuery,
      }),
    },
    async (req, reply) => {
      cachePublicly(reply, 300);
      return {
        voluntary_deductibles: catalogue.tariff.voluntary_deductibles[req.query.kind],
        addons: MOTOR_ADDON_TYPES.filter((type) => catalogue.insurers.some((i) => i.addons[type] !== undefined)),
      };
    },
  );

  app.get(
    '/v1/motor/rtos',
    { schema: route('RTOs and their zones', ZRtoListResponse, {}, []) },
    async (_req, reply) => {
      cachePublicly(reply, 300);
      return [...catalogue.rtos.values()];
    },
  );

  app.get(
    '/v1/motor/registrations/:registration_number',
    {
      config: { rateLimit: app.registryLimit },
      schema: sessionRoute('Look a registration number up in the vehicle registry', ZRegistrationLookupResponse, {
        params: ZRegistrationParams,
      }),
    },
    async (req) => {
      await requireSession(req);
      const found = await registry.lookup(req.params.registration_number);
      if (!found) throw notFound('Registration');
      return { ...found, vehicle: registeredVehicle(catalogue, found) };
    },
  );

  app.post(
    '/v1/motor/quotes',
    {
      config: { rateLimit: app.quoteLimit },
      schema: sessionRoute(
        'Every insurer’s premium for a vehicle, as registered where looked up',
        ZMotorQuoteResponse,
        {
          body: ZMotorQuoteRequest,
        },
      ),
    },
    async (req) => {
      const session = await requireSession(req);
      const number = req.body.registration_number;
      const mismatch = number && (await registryFactsProblem({ registry, catalogue }, number, req.body));
      if (mismatch) throw invalidField(QUOTE_FIELD_OF_FACT[mismatch.fact], mismatch.message);
      return quoteMotor({ catalogue, tokens: app.quoteTokens }, req.body, session.id);
    },
  );
};

export default routes;
