import {
  ZAnswerCounterOfferRequest,
  ZBookMedicalTestRequest,
  ZInsurerCaseResponse,
  type TInsurerCaseResponse,
} from '@kavach/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchemas } from '../../lib/route-schema.ts';
import { ANY_VERTICAL, loadOwnedJourney } from '../journeys/load-owned-journey.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { verticalOf } from '../journeys/vertical.ts';
import type { InsurerCaseRow } from './repository.ts';

const route = routeSchemas('insurers', [400, 401, 404, 409, 503]);

/**
 * The buyer answers what the insurer asked of their paid purchase (docs/product/insurer-cases.md): a medical test slot,
 * or declining a counter-offer. Only the journey's owner (else 404); the answer goes to the insurer over its connector.
 */
const insurerBuyerRoutes: FastifyPluginAsyncZod = async (app) => {
  const journeys = createJourneyRepository(app.db);
  const answered = async (
    req: FastifyRequest,
    journeyId: string,
    row: InsurerCaseRow,
  ): Promise<TInsurerCaseResponse> => {
    const journey = await loadOwnedJourney(req, journeys, journeyId, ANY_VERTICAL);
    const stage = await app.insurerDesk.stage(
      row.journeyId,
      verticalOf(app.verticals, journey).describe(journey).insurer_name,
    );
    return { status: row.status, stage: stage?.words ?? '' };
  };

  app.post(
    '/v1/insurer-cases/medical-test',
    {
      schema: route('Book the medical test slot the insurer offered', ZInsurerCaseResponse, {
        body: ZBookMedicalTestRequest,
      }),
    },
    async (req) => {
      await loadOwnedJourney(req, journeys, req.body.journey_id, ANY_VERTICAL);
      const row = await app.insurerDesk.buyerAnswers(req.body.journey_id, {
        kind: 'MEDICAL_TEST',
        slot: req.body.slot,
      });
      return answered(req, req.body.journey_id, row);
    },
  );

  app.post(
    '/v1/insurer-cases/counter-offer',
    {
      schema: route('Decline the insurer’s counter-offer: the premium is refunded', ZInsurerCaseResponse, {
        body: ZAnswerCounterOfferRequest,
      }),
    },
    async (req) => {
      await loadOwnedJourney(req, journeys, req.body.journey_id, ANY_VERTICAL);
      const row = await app.insurerDesk.buyerAnswers(req.body.journey_id, { kind: 'DECLINE_COUNTER_OFFER' });
      return answered(req, req.body.journey_id, row);
    },
  );
};

export default insurerBuyerRoutes;
