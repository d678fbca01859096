import {
  ZAccountExportResponse,
  ZApiError,
  ZDeleteAccountResponse,
  ZMarketingConsentRequest,
  ZMarketingConsentResponse,
  ZSignOutOthersResponse,
} from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ObjectStorage } from '../../providers/storage/index.ts';
import { deleteAccount } from './delete-account.ts';
import { exportAccountData } from './export-account-data.ts';
import { readMarketingConsent, recordDataRequest, setMarketingConsent } from './privacy.ts';
import { requireSignedIn } from './require-signed-in.ts';

const errors = { 401: ZApiError };

/** The signed-in user's own data (DPDP Act 2023): a copy of it, erasure, and signing out other devices. */
const routes: FastifyPluginAsyncZod<{ storage: ObjectStorage }> = async (app, opts) => {
  app.get(
    '/v1/account/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Everything held about the signed-in user, as a JSON file',
        response: { 200: ZAccountExportResponse, ...errors },
      },
    },
    async (req, reply) => {
      const session = await requireSignedIn(req);
      const data = await exportAccountData(app.db, session.userId);
      await recordDataRequest(app.db, session.userId, 'EXPORT');
      return reply
        .header('content-disposition', `attachment; filename="kavach-my-data-${data.exported_at.slice(0, 10)}.json"`)
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );

  app.delete(
    '/v1/account',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete the signed-in account: personal data erased, issued policies reduced to what the law requires',
        response: { 200: ZDeleteAccountResponse, ...errors },
      },
    },
    async (req) => {
      const session = await requireSignedIn(req);
      const result = await deleteAccount({ db: app.db, storage: opts.storage }, session.userId);
      app.repos.sessions.forget();
      req.log.info({ erased: result }, 'account deleted');
      return result;
    },
  );

  app.get(
    '/v1/account/marketing-consent',
    {
      schema: {
        tags: ['account'],
        summary: 'Whether the signed-in user agreed to offers and reminders, and when they last said',
        response: { 200: ZMarketingConsentResponse, ...errors },
      },
    },
    async (req) => readMarketingConsent(app.db, (await requireSignedIn(req)).userId),
  );

  app.put(
    '/v1/account/marketing-consent',
    {
      schema: {
        tags: ['account'],
        summary: 'Give or withdraw consent to offers and reminders by SMS and e-mail',
        body: ZMarketingConsentRequest,
        response: { 200: ZMarketingConsentResponse, 400: ZApiError, ...errors },
      },
    },
    async (req) => setMarketingConsent(app.db, (await requireSignedIn(req)).userId, req.body.consent),
  );

  app.post(
    '/v1/account/sessions/sign-out-others',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign out every other session of the signed-in user; this one keeps working',
        response: { 200: ZSignOutOthersResponse, ...errors },
      },
    },
    async (req) => {
      const session = await requireSignedIn(req);
      return { signed_out: await app.repos.sessions.deleteOthersOf(session.userId, session.id) };
    },
  );
};

export default routes;
