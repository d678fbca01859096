import {
  ZApiError,
  ZJourneyConfigResponse,
  ZJourneyDetailsResponse,
  ZJourneyParams,
  ZSaveContactRequest,
  ZSaveInsuredMembersRequest,
  ZSaveMedicalRequest,
  ZSaveNomineeRequest,
  ZSaveResponse,
  ZUserJourneyConfigRequest,
} from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { createJourneyRepository } from '../health-journeys/repository.ts';
import { checkJourneyKyc } from '../kyc/check-journey-kyc.ts';
import { createUploadRepository } from '../kyc/repository.ts';
import { buildJourneyConfig } from './journey-config.ts';
import { journeyDetails } from './journey-details.ts';
import { assertEditable, loadProposalJourney } from './load-proposal-journey.ts';
import { saveContact } from './save-contact.ts';
import { saveInsuredMembers } from './save-insured-members.ts';
import { saveMedicalDeclaration } from './save-medical-declaration.ts';
import { saveNominee } from './save-nominee.ts';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };
const tags = ['health proposal'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const journeys = createJourneyRepository(app.db);
  const uploads = createUploadRepository(app.db);
  const deps = { catalogue: app.healthCatalogue, journeys };

  app.post(
    '/v1/health/journey/user-journey-config',
    { schema: { tags, summary: 'What the proposal collects for the journey’s plan', body: ZUserJourneyConfigRequest, response: { 200: ZJourneyConfigResponse, ...errors } } },
    async (req) => buildJourneyConfig(app.healthCatalogue, await loadProposalJourney(req, journeys, req.body.journey_id)),
  );

  // Each save: the caller's journey (404 otherwise), signed in (401), still editable (409), then the step's rules.
  const save = <B extends { journey_id: string }>(url: string, summary: string, body: ZodType<B>, run: (journey: Awaited<ReturnType<typeof loadProposalJourney>>, body: B) => Promise<unknown>) =>
    app.post(url, { schema: { tags, summary, body, response: { 200: ZSaveResponse, ...errors } } }, async (req) => {
      const parsed = req.body as B;
      const journey = await loadProposalJourney(req, journeys, parsed.journey_id);
      assertEditable(journey);
      return run(journey, parsed) as never;
    });

  save('/v1/health/journey/save-insured-member-details', 'Save the proposer and insured members', ZSaveInsuredMembersRequest, (j, b) => saveInsuredMembers(deps, j, b));
  save('/v1/health/journey/save-nominee-details', 'Save the nominee (and appointee)', ZSaveNomineeRequest, (j, b) => saveNominee(deps, j, b));
  save('/v1/health/journey/save-contact-details', 'Save the contact details', ZSaveContactRequest, (j, b) => saveContact(deps, j, b));
  save('/v1/health/journey/save-medical-declaration', 'Save the medical declaration', ZSaveMedicalRequest, (j, b) => saveMedicalDeclaration(deps, j, b));

  app.get(
    '/v1/health/journey/get-journey-details/:journey_id',
    { schema: { tags, summary: 'Everything the proposal holds so far', params: ZJourneyParams, response: { 200: ZJourneyDetailsResponse, ...errors } } },
    async (req) => {
      const journey = await loadProposalJourney(req, journeys, req.params.journey_id);
      const plan = app.healthCatalogue.plansById.get(journey.planId);
      const { documents: _documents, ...kyc } = await checkJourneyKyc({ ckyc: app.ckyc, uploads }, journey, plan?.kyc_staged_config);
      return journeyDetails(app.healthCatalogue, journey, kyc);
    },
  );
};

export default routes;
