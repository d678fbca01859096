import {
  ZJourneyConfigResponse,
  ZJourneyDetailsResponse,
  ZSaveContactRequest,
  ZSaveInsuredMembersRequest,
  ZSaveMedicalRequest,
  ZSaveNomineeRequest,
  ZSaveResponse,
  ZUserJourneyConfigRequest,
} from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { proposalSaveRoute } from '../journeys/proposal-save-route.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { journeyDetailsRoute } from '../journeys/journey-routes.ts';
import { buildJourneyConfig } from './journey-config.ts';
import { journeyDetails } from './journey-details.ts';
import { loadProposalJourney } from '../journeys/load-proposal-journey.ts';
import { saveContact } from './save-contact.ts';
import { saveInsuredMembers } from './save-insured-members.ts';
import { saveMedicalDeclaration } from './save-medical-declaration.ts';
import { saveNominee } from './save-nominee.ts';
import { routeSchemas } from '../../lib/route-schema.ts';
import { requestLanguage } from '../../i18n/request-language.ts';

const route = routeSchemas('health proposal', [400, 401, 404, 409]);

const routes: FastifyPluginAsyncZod = async (app) => {
  const journeys = createJourneyRepository(app.db);

  app.post(
    '/v1/health/journey/user-journey-config',
    {
      schema: route('What the proposal collects for the journey’s plan', ZJourneyConfigResponse, {
        body: ZUserJourneyConfigRequest,
      }),
    },
    async (req) =>
      buildJourneyConfig(
        app.healthCatalogue,
        await loadProposalJourney(req, journeys, req.body.journey_id, 'HEALTH'),
        requestLanguage(req),
      ),
  );

  const save = proposalSaveRoute(app, {
    route,
    vertical: 'HEALTH',
    response: ZSaveResponse,
    deps: (writers) => ({ catalogue: app.healthCatalogue, journeys: writers.journeys }),
  });

  save(
    '/v1/health/journey/save-insured-member-details',
    'Save the proposer and insured members',
    ZSaveInsuredMembersRequest,
    saveInsuredMembers,
  );
  save('/v1/health/journey/save-nominee-details', 'Save the nominee (and appointee)', ZSaveNomineeRequest, saveNominee);
  save('/v1/health/journey/save-contact-details', 'Save the contact details', ZSaveContactRequest, saveContact);
  save(
    '/v1/health/journey/save-medical-declaration',
    'Save the medical declaration',
    ZSaveMedicalRequest,
    saveMedicalDeclaration,
  );

  journeyDetailsRoute(app, {
    route,
    vertical: 'HEALTH',
    summary: 'Everything the proposal holds so far',
    answer: ZJourneyDetailsResponse,
    details: (journey, kyc) => journeyDetails(app.healthCatalogue, journey, kyc),
  });
};

export default routes;
