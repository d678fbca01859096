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
import { changeJourney } from '../journeys/journey-changes.ts';
import { createJourneyRepository, type JourneyRepository, type JourneyRow } from '../journeys/repository.ts';
import { checkJourneyKyc } from '../kyc/check-journey-kyc.ts';
import { createUploadRepository } from '../kyc/repository.ts';
import { buildJourneyConfig } from './journey-config.ts';
import { journeyDetails } from './journey-details.ts';
import { loadProposalJourney } from '../journeys/load-proposal-journey.ts';
import { saveContact } from './save-contact.ts';
import { saveInsuredMembers } from './save-insured-members.ts';
import { saveMedicalDeclaration } from './save-medical-declaration.ts';
import { saveNominee } from './save-nominee.ts';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };
const tags = ['health proposal'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const journeys = createJourneyRepository(app.db);
  const uploads = createUploadRepository(app.db);

  app.post(
    '/v1/health/journey/user-journey-config',
    { schema: { tags, summary: 'What the proposal collects for the journey’s plan', body: ZUserJourneyConfigRequest, response: { 200: ZJourneyConfigResponse, ...errors } } },
    async (req) => buildJourneyConfig(app.healthCatalogue, await loadProposalJourney(req, journeys, req.body.journey_id)),
  );

  // Each save: the caller's journey (404 otherwise), signed in (401), then under the journey's lock: not paid (409),
  // the step's rules, and a saved change to a confirmed journey sends it back to review.
  type StepDeps = { catalogue: typeof app.healthCatalogue; journeys: JourneyRepository };
  const save = <B extends { journey_id: string }>(url: string, summary: string, body: ZodType<B>, run: (deps: StepDeps, journey: JourneyRow, body: B) => Promise<unknown>) =>
    app.post(url, { schema: { tags, summary, body, response: { 200: ZSaveResponse, ...errors } } }, async (req) => {
      const parsed = req.body as B;
      const journey = await loadProposalJourney(req, journeys, parsed.journey_id);
      const saved = await changeJourney(app.db, journey.id, 'This journey can no longer be changed', (writers, locked) => run({ catalogue: app.healthCatalogue, journeys: writers.journeys }, locked, parsed));
      return saved as never;
    });

  save('/v1/health/journey/save-insured-member-details', 'Save the proposer and insured members', ZSaveInsuredMembersRequest, saveInsuredMembers);
  save('/v1/health/journey/save-nominee-details', 'Save the nominee (and appointee)', ZSaveNomineeRequest, saveNominee);
  save('/v1/health/journey/save-contact-details', 'Save the contact details', ZSaveContactRequest, saveContact);
  save('/v1/health/journey/save-medical-declaration', 'Save the medical declaration', ZSaveMedicalRequest, saveMedicalDeclaration);

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
