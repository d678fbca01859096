import {
  ZHealthInsurerId,
  ZHospitalsResponse,
  ZPlanConfigResponse,
  ZPlanIdParams,
  ZPlanInformationResponse,
} from '@kavach/domain';
import { LANGUAGE_CODES } from '@kavach/domain/i18n/languages';
import { catalogueText } from '@kavach/rating';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { cachePublicly } from '../../lib/cache-control.ts';
import { sendInsurerLogo } from './insurer-logo.ts';
import { planAddons, toPlanMeta, translatePlanTexts } from './plan-views.ts';
import { routeSchemas } from '../../lib/route-schema.ts';
import { requestLanguage } from '../../i18n/request-language.ts';

const route = routeSchemas('health plans', []);

const routes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = app.healthCatalogue;
  // The catalogue is fixed for the life of the process: build the answers once, one per language.
  const plans = catalogue.plans.map((p) => toPlanMeta(catalogue, p));
  const planInformation = new Map(
    LANGUAGE_CODES.map((language) => {
      const text = catalogueText(catalogue.translations, language);
      return [language, plans.map((plan) => translatePlanTexts(plan, text))];
    }),
  );

  app.get(
    '/v1/health/plan-information',
    { schema: route('Every plan with its features and claim process', ZPlanInformationResponse) },
    async (req, reply) => {
      // Taglines, features and claim steps come in the request's language: a cache keeps one answer per language.
      cachePublicly(reply, 300).header('vary', 'accept-language');
      return planInformation.get(requestLanguage(req)) ?? plans;
    },
  );

  app.get(
    '/v1/health/plan-config/:plan_id',
    { schema: route('A plan’s add-ons', ZPlanConfigResponse, { params: ZPlanIdParams }, [400, 404]) },
    async (req, reply) => {
      const plan = catalogue.plansById.get(req.params.plan_id);
      if (!plan) throw notFound('Plan');
      // The add-ons' texts come in the request's language: a cache keeps one answer per language.
      cachePublicly(reply, 300).header('vary', 'accept-language');
      const text = catalogueText(catalogue.translations, requestLanguage(req));
      return { plan_id: plan.plan_id, addons: planAddons(catalogue, plan, text) };
    },
  );

  app.get(
    '/v1/health/hospitals',
    { schema: route('The sample list of network hospitals (docs/product/quotes.md §2)', ZHospitalsResponse) },
    async (_req, reply) => {
      cachePublicly(reply, 300);
      return { hospitals: [...catalogue.hospitals] };
    },
  );

  app.get(
    '/v1/health/insurers/:insurer_id/logo.svg',
    {
      schema: {
        tags: ['health plans'],
        summary: 'Insurer monogram logo (SVG)',
        params: z.object({ insurer_id: ZHealthInsurerId }),
      },
    },
    async (req, reply) => {
      return sendInsurerLogo(reply, catalogue.insurers.get(req.params.insurer_id));
    },
  );
};

export default routes;
