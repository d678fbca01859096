import {
  ZSaveLifeAssuredRequest,
  ZSaveLifestyleRequest,
  ZSaveTermContactRequest,
  ZSaveTermNomineesRequest,
  ZTermJourneyDetailsResponse,
  ZTermSaveResponse,
} from '@kavach/domain';
import { catalogueText, type TermCatalogue } from '@kavach/rating';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { journeyDetailsRoute } from '../journeys/journey-routes.ts';
import { proposalSaveRoute } from '../journeys/proposal-save-route.ts';
import { saveLifeAssured, saveLifestyle, saveTermContact, saveTermNominees } from './save-term-proposal.ts';
import { termJourneyDetails } from './term-journey-details.ts';
import { translateTermJourneyDetails } from './translate-term-journey-details.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const route = routeSchemas('term proposal', [400, 401, 404, 409]);

/** The term proposal (issue 15): four saves on the journey core, and the view the proposal and review pages read. */
const routes: FastifyPluginAsyncZod<{ catalogue: TermCatalogue }> = async (app, { catalogue }) => {
  const save = proposalSaveRoute(app, {
    route,
    vertical: 'TERM',
    response: ZTermSaveResponse,
    deps: (writers) => ({ catalogue, journeys: writers.journeys, db: writers.db }),
  });

  save(
    '/v1/termlife/journey/save-life-assured',
    'Save the life assured (re-prices on a changed smoker status)',
    ZSaveLifeAssuredRequest,
    saveLifeAssured,
  );
  save(
    '/v1/termlife/journey/save-nominee-details',
    'Save the nominees with their shares (and an appointee)',
    ZSaveTermNomineesRequest,
    saveTermNominees,
  );
  save(
    '/v1/termlife/journey/save-contact-details',
    'Save the contact details',
    ZSaveTermContactRequest,
    saveTermContact,
  );
  save(
    '/v1/termlife/journey/save-lifestyle-declaration',
    'Save the lifestyle and medical declaration and re-price',
    ZSaveLifestyleRequest,
    saveLifestyle,
  );

  journeyDetailsRoute(app, {
    route,
    vertical: 'TERM',
    summary: 'The term proposal so far, what it still needs, and its price',
    answer: ZTermJourneyDetailsResponse,
    details: (journey, kyc, language) =>
      translateTermJourneyDetails(
        termJourneyDetails(catalogue, journey, kyc),
        catalogueText(catalogue.translations, language),
      ),
  });
};

export default routes;
