import {
  ZMotorJourneyDetailsResponse,
  ZMotorSaveResponse,
  ZSaveMotorNomineeRequest,
  ZSaveMotorOwnerRequest,
  ZSaveMotorVehicleRequest,
} from '@kavach/domain';
import type { MotorCatalogue } from '@kavach/rating';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { initiateJourneyRoute, journeyDetailsRoute } from '../journeys/journey-routes.ts';
import { proposalSaveRoute } from '../journeys/proposal-save-route.ts';
import { verticalOf } from '../journeys/vertical.ts';
import { priceMotorQuote } from '../motor/quote-motor.ts';
import type { StoredMotorRequest } from '../motor/stored-motor-request.ts';
import { motorJourneyDetails } from './motor-journey-details.ts';
import { knownOwner } from './known-owner.ts';
import { ownerOf } from './motor-journey.ts';
import { saveMotorNominee, saveMotorOwner, saveMotorVehicle } from './save-motor-proposal.ts';
import { routeSchemas } from '../../lib/route-schema.ts';
import type { VehicleRegistry } from '../../providers/vehicle-registry/index.ts';

const route = routeSchemas('motor proposal', [400, 401, 404, 409, 429]);
const MOTOR = { vertical: 'MOTOR' } as const;

/** Issue 18: a motor journey on a quote token, its three proposal saves, and the view the proposal pages read. */
const routes: FastifyPluginAsyncZod<{ catalogue: MotorCatalogue; registry: VehicleRegistry }> = async (
  app,
  { catalogue, registry },
) => {
  initiateJourneyRoute(app, {
    route,
    vertical: 'MOTOR',
    price: (request: StoredMotorRequest) => priceMotorQuote(catalogue, request),
    // The journey keeps the add-on choice in its own shape; a motor quote names add-ons by type alone.
    storedRequestOf: (request: StoredMotorRequest, detail: { cover: StoredMotorRequest['priced_cover'] }) => ({
      ...request,
      priced_cover: detail.cover,
    }),
    addonsOf: (request: StoredMotorRequest) =>
      request.addons.map((type) => ({ addon_type: type, is_opted: 'YES' as const, addon_options: [] })),
  });

  const save = proposalSaveRoute(app, {
    route,
    vertical: 'MOTOR',
    response: ZMotorSaveResponse,
    deps: (writers) => ({
      journeys: writers.journeys,
      db: writers.db,
      vertical: verticalOf(app.verticals, MOTOR),
      registry,
      catalogue,
    }),
  });
  save('/v1/motor/journey/save-owner-details', 'Save the owner (the proposer)', ZSaveMotorOwnerRequest, saveMotorOwner);
  save(
    '/v1/motor/journey/save-vehicle-details',
    'Save the registration, engine and chassis numbers and the previous policy',
    ZSaveMotorVehicleRequest,
    saveMotorVehicle,
  );
  save(
    '/v1/motor/journey/save-nominee-details',
    'Save the nominee of the owner-driver’s PA cover',
    ZSaveMotorNomineeRequest,
    saveMotorNominee,
  );

  journeyDetailsRoute(app, {
    route,
    vertical: 'MOTOR',
    summary: 'The motor proposal so far and its cover',
    answer: ZMotorJourneyDetailsResponse,
    // What the buyer gave before is offered only while the owner step is still to fill.
    details: async (journey, kyc) =>
      motorJourneyDetails(catalogue, journey, kyc, ownerOf(journey) ? {} : await knownOwner(app.db, journey)),
  });
};

export default routes;
