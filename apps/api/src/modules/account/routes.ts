import {
  indiaDate,
  ZAccountExportResponse,
  ZDeleteAccountResponse,
  ZMarketingConsentRequest,
  ZMarketingConsentResponse,
  ZRemoveJourneyParams,
  ZRemoveJourneyResponse,
  ZSignOutOthersResponse,
} from '@kavach/domain';
import { ZSetLanguageRequest, ZSetLanguageResponse } from '@kavach/domain/api/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ObjectStorage } from '../../providers/storage/index.ts';
import { deleteAccount } from './delete-account.ts';
import { exportAccountData } from './export-account-data.ts';
import { removeJourney } from './remove-journey.ts';
import { readMarketingConsent, recordDataRequest, setMarketingConsent } from './privacy.ts';
import { requireSignedIn } from './require-signed-in.ts';
import { setAccountLanguage } from './account-language.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const route = routeSchemas('account', [401]);

/** The signed-in user's own data (DPDP Act 2023): a copy of it, erasure, and signing out other devices. */
const routes: FastifyPluginAsyncZod<{ storage: ObjectStorage }> = async (app, opts) => {
  app.get(
    '/v1/account/export',
    {
      config: { rateLimit: app.exportLimit, caller: 'signed-in' },
      schema: route('Everything held about the signed-in user, as a JSON file', ZAccountExportResponse, {}, [401, 429]),
    },
    async (req, reply) => {
      const session = await requireSignedIn(req);
      const data = await exportAccountData(app.db, session.userId);
      await recordDataRequest(app.db, session.userId, 'EXPORT');
      return reply
        .header('content-disposition', `attachment; filename="kavach-my-data-${indiaDate(data.exported_at)}.json"`)
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );

  app.delete(
    '/v1/account',
    {
      config: { caller: 'signed-in' },
      schema: route(
        'Delete the signed-in account: personal data erased, issued policies reduced to what the law requires',
        ZDeleteAccountResponse,
      ),
    },
    async (req) => {
      const session = await requireSignedIn(req);
      const result = await deleteAccount({ db: app.db, storage: opts.storage }, session.userId);
      app.repos.sessions.forget();
      req.log.info({ erased: result }, 'account deleted');
      return result;
    },
  );

  app.delete(
    '/v1/account/journeys/:journey_id',
    {
      config: { caller: 'signed-in' },
      schema: route(
        'Remove an unpaid purchase of the signed-in user: its proposal, KYC files and payment attempts are erased',
        ZRemoveJourneyResponse,
        { params: ZRemoveJourneyParams },
        [400, 401, 404, 409],
      ),
    },
    async (req) => {
      const session = await requireSignedIn(req);
      return removeJourney({ db: app.db, storage: opts.storage }, session.userId, req.params.journey_id);
    },
  );

  app.get(
    '/v1/account/marketing-consent',
    {
      config: { caller: 'signed-in' },
      schema: route(
        'Whether the signed-in user agreed to offers and reminders, and when they last said',
        ZMarketingConsentResponse,
      ),
    },
    async (req) => readMarketingConsent(app.db, (await requireSignedIn(req)).userId),
  );

  app.put(
    '/v1/account/marketing-consent',
    {
      config: { caller: 'signed-in' },
      schema: route(
        'Give or withdraw consent to offers and reminders by SMS and e-mail',
        ZMarketingConsentResponse,
        { body: ZMarketingConsentRequest },
        [400, 401],
      ),
    },
    async (req) => setMarketingConsent(app.db, (await requireSignedIn(req)).userId, req.body.consent),
  );

  app.put(
    '/v1/users/me/language',
    {
      config: { caller: 'signed-in' },
      schema: route(
        'Keep the signed-in user’s language: their documents and notices are written in it',
        ZSetLanguageResponse,
        { body: ZSetLanguageRequest },
        [400, 401],
      ),
    },
    async (req) => setAccountLanguage(app.db, (await requireSignedIn(req)).userId, req.body.language),
  );

  app.post(
    '/v1/account/sessions/sign-out-others',
    {
      config: { caller: 'signed-in' },
      schema: route(
        'Sign out every other session of the signed-in user; this one keeps working',
        ZSignOutOthersResponse,
      ),
    },
    async (req) => {
      const session = await requireSignedIn(req);
      return { signed_out: await app.repos.sessions.deleteOthersOf(session.userId, session.id) };
    },
  );
};

export default routes;
