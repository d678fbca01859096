import {
  MOTOR_ADDON_TYPES,
  VEHICLE_KINDS,
  ZMotorOptionsResponse,
  ZApiError,
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
import { notFound } from '../../lib/app-error.ts';
import { requireSession } from '../../plugins/app/session.ts';
import type { VehicleRegistry } from '../../providers/vehicle-registry/index.ts';
import { quoteMotor } from './quote-motor.ts';

const tags = ['motor'];
const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 429: ZApiError };

/** Issue 18: the vehicle lists, registration lookup and every insurer's quote, priced by the server. */
const routes: FastifyPluginAsyncZod<{ catalogue: MotorCatalogue; registry: VehicleRegistry }> = async (
  app,
  { catalogue, registry },
) => {
  app.get(
    '/v1/motor/vehicles',
    {
      schema: {
        tags,
        summary: 'Vehicles we quote, by kind',
        querystring: z.object({ kind: z.enum(VEHICLE_KINDS) }).strict(),
        response: { 200: ZVehicleListResponse, 400: ZApiError },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return catalogue.vehicles.filter((v) => v.kind === req.query.kind);
    },
  );

  app.get(
    '/v1/motor/options',
    {
      schema: {
        tags,
        summary: 'Voluntary deductibles and add-ons a buyer can choose, by kind',
        querystring: z.object({ kind: z.enum(VEHICLE_KINDS) }).strict(),
        response: { 200: ZMotorOptionsResponse, 400: ZApiError },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        voluntary_deductibles: catalogue.tariff.voluntary_deductibles[req.query.kind],
        addons: MOTOR_ADDON_TYPES.filter((type) => catalogue.insurers.some((i) => i.addons[type] !== undefined)),
      };
    },
  );

  app.get(
    '/v1/motor/rtos',
    { schema: { tags, summary: 'RTOs and their zones', response: { 200: ZRtoListResponse } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return [...catalogue.rtos.values()];
    },
  );

  app.get(
    '/v1/motor/registrations/:registration_number',
    {
      config: { rateLimit: app.quoteLimit },
      schema: {
        tags,
        summary: 'Look a registration number up in the vehicle registry',
        params: ZRegistrationParams,
        response: { 200: ZRegistrationLookupResponse, ...errors },
      },
    },
    async (req) => {
      await requireSession(req);
      const found = await registry.lookup(req.params.registration_number);
      if (!found) throw notFound('Registration');
      return { ...found, vehicle: (found.vehicle_id && catalogue.vehiclesById.get(found.vehicle_id)) || null };
    },
  );

  app.post(
    '/v1/motor/quotes',
    {
      config: { rateLimit: app.quoteLimit },
      schema: {
        tags,
        summary: 'Every insurer’s premium for a vehicle',
        body: ZMotorQuoteRequest,
        response: { 200: ZMotorQuoteResponse, ...errors },
      },
    },
    async (req) => quoteMotor({ catalogue, tokens: app.quoteTokens }, req.body, (await requireSession(req)).id),
  );
};

export default routes;
