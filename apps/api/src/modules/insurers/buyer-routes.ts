import {
  ZAnswerCounterOfferRequest,
  ZBookMedicalTestRequest,
  ZInsurerCaseResponse,
  type TInsurerCaseResponse,
} from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { routeSchemas } from '../../lib/route-schema.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { acceptCounterOffer } from '../payments/counter-offer-payment.ts';
import { createPaymentRepository } from '../payments/repository.ts';
import { ANY_VERTICAL, loadOwnedJourney } from '../journeys/load-owned-journey.ts';
import type { Journey } from '../journeys/journey.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { verticalOf } from '../journeys/vertical.ts';
import type { InsurerCaseRow } from './repository.ts';

const route = routeSchemas('insurers', [400, 401, 404, 409, 503]);

/**
 * The buyer answers what the insurer asked of their paid purchase (docs/product/insurer-cases.md): a medical test slot,
 * or a counter-offer — accepted (its difference paid on the gateway's page) or declined (refunded). Only the journey's
 * owner (else 404); the answer goes to the insurer over its connector.
 */
const insurerBuyerRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider }> = async (app, opts) => {
  const journeys = createJourneyRepository(app.db);
  const payments = createPaymentRepository(app.db);
  const answered = async (
    journey: Journey,
    row: InsurerCaseRow,
    payment: Pick<TInsurerCaseResponse, 'payment_attempt_id' | 'payment_url'> = {
      payment_attempt_id: null,
      payment_url: null,
    },
  ): Promise<TInsurerCaseResponse> => {
    const stage = await app.insurerDesk.stage(
      row.journeyId,
      verticalOf(app.verticals, journey).describe(journey).insurer_name,
    );
    return { status: row.status, stage: stage?.words ?? '', ...payment };
  };

  app.post(
    '/v1/insurer-cases/medical-test',
    {
      schema: route('Book the medical test slot the insurer offered', ZInsurerCaseResponse, {
        body: ZBookMedicalTestRequest,
      }),
    },
    async (req) => {
      const journey = await loadOwnedJourney(req, journeys, req.body.journey_id, ANY_VERTICAL);
      const row = await app.insurerDesk.buyerAnswers(journey.id, { kind: 'MEDICAL_TEST', slot: req.body.slot });
      return answered(journey, row);
    },
  );

  app.post(
    '/v1/insurer-cases/counter-offer',
    {
      schema: route(
        'Answer the insurer’s counter-offer: accept and pay the difference, or decline and be refunded',
        ZInsurerCaseResponse,
        { body: ZAnswerCounterOfferRequest },
      ),
    },
    async (req) => {
      const journey = await loadOwnedJourney(req, journeys, req.body.journey_id, ANY_VERTICAL);
      const journeyId = journey.id;
      if (req.body.answer === 'DECLINE')
        return answered(journey, await app.insurerDesk.buyerAnswers(journeyId, { kind: 'DECLINE_COUNTER_OFFER' }));
      const session = await req.currentSession();
      if (!session) throw new AppError('UNAUTHORIZED', 'Please sign in again');
      const payment = await acceptCounterOffer(
        { payments, provider: opts.payments, insurers: app.insurerDesk },
        journeyId,
        session.id,
      );
      const row = await app.insurerDesk.cases.forJourney(journeyId);
      if (!row) throw new AppError('CONFLICT', 'The insurer is not waiting for this answer');
      return answered(journey, row, payment);
    },
  );
};

export default insurerBuyerRoutes;
