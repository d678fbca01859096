import {
  VERTICAL_REGISTRY,
  ZAggregatedPremiumResponse,
  ZInitiateJourneyRequest,
  ZInitiateJourneyResponse,
  ZJourneyAddonsRequest,
  ZJourneyParams,
  type JourneyVertical,
  type TAddonRequestItem,
  type TKycStatusResponse,
  type TPremiumBreakup,
} from '@kavach/domain';
import type { Language } from '@kavach/domain/i18n/languages';
import { catalogueText, type AddonDefinition, type CatalogueTranslations } from '@kavach/rating';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ErrorStatus, RouteInputs, RouteSchema } from '../../lib/route-schema.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { requireSession } from '../../plugins/app/session.ts';
import { checkJourneyKyc } from '../kyc/check-journey-kyc.ts';
import { createUploadRepository } from '../kyc/repository.ts';
import { createQuoteRepository } from '../quotes/repository.ts';
import { validateAddonChoices } from '../quotes/validate-addon-choices.ts';
import { initiateJourney, type InitiateDeps } from './initiate-journey.ts';
import { changeJourney } from './journey-changes.ts';
import { toAggregatedPremium, translatePremiumAddons } from './journey-views.ts';
import { loadOwnedJourney, ownJourneyOf } from './load-owned-journey.ts';
import { loadProposalJourney } from './load-proposal-journey.ts';
import { offeredPlan } from './offered-plan.ts';
import { createJourneyRepository } from './repository.ts';
import type { Journey } from './journey.ts';

/** What the journey routes of every vertical may answer, whatever else the module's routes do. */
const JOURNEY_ERRORS: ErrorStatus[] = [400, 401, 404, 409, 429];

/** A journey route's schema: under the module's tag, answering the journey errors. */
const journeySchema = <R extends z.ZodType, I extends RouteInputs>(
  route: RouteSchema,
  summary: string,
  answer: R,
  inputs: I,
) => route(summary, answer, inputs, JOURNEY_ERRORS);

/** A journey route's URL under its vertical's own prefix (/v1/health/journey/…, /v1/termlife/journey/…). */
const journeyUrl = (vertical: JourneyVertical, path: string) =>
  `/v1/${VERTICAL_REGISTRY[vertical].journeyApi}/journey/${path}`;

/** POST /v1/{vertical}/journey/initiate-journey, the same for every vertical: a journey on the caller's own quote. */
export function initiateJourneyRoute(
  app: FastifyInstance,
  opts: { route: RouteSchema; vertical: JourneyVertical } & Pick<
    InitiateDeps,
    'price' | 'addonsOf' | 'storedRequestOf'
  >,
) {
  const deps = {
    quotes: createQuoteRepository(app.db),
    journeys: createJourneyRepository(app.db),
    tokens: app.quoteTokens,
    price: opts.price,
    addonsOf: opts.addonsOf,
    ...(opts.storedRequestOf ? { storedRequestOf: opts.storedRequestOf } : {}),
  };
  app.withTypeProvider<ZodTypeProvider>().post(
    journeyUrl(opts.vertical, 'initiate-journey'),
    {
      config: { rateLimit: app.journeyLimit, caller: 'session' },
      schema: journeySchema(opts.route, 'Start a purchase journey on a quote', ZInitiateJourneyResponse, {
        body: ZInitiateJourneyRequest,
      }),
    },
    async (req) => initiateJourney(deps, req.body, await requireSession(req), opts.vertical),
  );
}

/** The catalogue a health or term journey's add-on choice is checked against. */
type AddonCatalogue = {
  addons: ReadonlyMap<string, AddonDefinition>;
  plansById: ReadonlyMap<string, { addon_ids: readonly string[] }>;
  translations: CatalogueTranslations;
};

/**
 * A health or term journey's add-ons from the request its quote was priced on (`addonsOf`): checked by the same
 * rule as the add-on PUT, so a journey holds only a choice its plan's rules allow, whatever the quote carried.
 */
export const checkedQuoteAddons =
  (catalogue: AddonCatalogue) =>
  (request: { addons: TAddonRequestItem[] }, planId: string): TAddonRequestItem[] =>
    validateAddonChoices(catalogue, offeredPlan(catalogue, planId), request.addons);

/**
 * PUT /v1/{vertical}/journey/{id}/addons, the same for every vertical: the owner's journey, under its lock, the
 * choice checked against what the journey's plan offers in the vertical's catalogue and priced by the vertical
 * (`price`), saved, and a confirmed journey sent back to review.
 */
export function journeyAddonsRoute<V extends JourneyVertical>(
  app: FastifyInstance,
  opts: {
    route: RouteSchema;
    vertical: V;
    refusal: string;
    catalogue: AddonCatalogue;
    price: (journey: Journey<V>, addons: TAddonRequestItem[]) => TPremiumBreakup;
    /** The cover no add-on may exceed (a term rider's sum assured), where the vertical has one. */
    coverOf?: (journey: Journey<V>) => number;
  },
) {
  const journeys = createJourneyRepository(app.db);
  app.withTypeProvider<ZodTypeProvider>().put(
    journeyUrl(opts.vertical, ':journey_id/addons'),
    {
      schema: journeySchema(opts.route, 'Save the add-on choice and re-price', ZAggregatedPremiumResponse, {
        params: ZJourneyParams,
        body: ZJourneyAddonsRequest,
      }),
    },
    async (req) => {
      const owned = await loadOwnedJourney(req, journeys, req.params.journey_id, opts.vertical);
      return changeJourney(app.db, owned.id, opts.refusal, async (writers, locked) => {
        const journey = ownJourneyOf(locked, opts.vertical);
        const plan = offeredPlan(opts.catalogue, journey.planId);
        const addons = validateAddonChoices(opts.catalogue, plan, req.body.addons, opts.coverOf?.(journey));
        const premium = opts.price(journey, addons);
        await writers.journeys.updatePricing(journey.id, addons, premium);
        return translatePremiumAddons(
          toAggregatedPremium({ ...journey, addons, premium }),
          catalogueText(opts.catalogue.translations, requestLanguage(req)),
        );
      });
    },
  );
}

/**
 * GET /v1/{vertical}/journey/aggregated-premium-details/{id}: the owner's journey premium
 * (docs/product/review-payment-term-bike.md §3.8).
 */
export function journeyPremiumRoute(
  app: FastifyInstance,
  opts: { route: RouteSchema; vertical: JourneyVertical; translations: CatalogueTranslations },
) {
  const journeys = createJourneyRepository(app.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    journeyUrl(opts.vertical, 'aggregated-premium-details/:journey_id'),
    {
      schema: journeySchema(opts.route, 'Premium summary and breakup of a journey', ZAggregatedPremiumResponse, {
        params: ZJourneyParams,
      }),
    },
    async (req) =>
      translatePremiumAddons(
        toAggregatedPremium(await loadOwnedJourney(req, journeys, req.params.journey_id, opts.vertical)),
        catalogueText(opts.translations, requestLanguage(req)),
      ),
  );
}

/**
 * GET /v1/{vertical}/journey/get-journey-details/{id}, the same for every vertical: the signed-in owner's journey
 * (load-proposal-journey.ts) and its KYC status, as the vertical's proposal and review pages read them (`details`).
 */
export function journeyDetailsRoute<V extends JourneyVertical, Answer>(
  app: FastifyInstance,
  opts: {
    route: RouteSchema;
    vertical: V;
    summary: string;
    answer: z.ZodType<Answer>;
    /** `language`: the request's, for the catalogue texts the answer carries (docs/i18n.md). */
    details: (journey: Journey<V>, kyc: TKycStatusResponse, language: Language) => Answer | Promise<Answer>;
  },
) {
  const journeys = createJourneyRepository(app.db);
  const uploads = createUploadRepository(app.db);
  // The zod schemas validate and document the route; the generic gives its handler the vertical's answer.
  app.get<{ Params: z.infer<typeof ZJourneyParams> }>(
    journeyUrl(opts.vertical, 'get-journey-details/:journey_id'),
    { schema: opts.route(opts.summary, opts.answer, { params: ZJourneyParams }) },
    async (req) => {
      const journey = await loadProposalJourney(req, journeys, req.params.journey_id, opts.vertical);
      const kyc = await checkJourneyKyc({ ckyc: app.ckyc, uploads, verticals: app.verticals, journeys }, journey);
      return opts.details(journey, kyc, requestLanguage(req));
    },
  );
}
