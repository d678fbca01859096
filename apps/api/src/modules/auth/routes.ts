import {
  ZApiError,
  ZAuthSessionResponse,
  ZGenerateOtpRequest,
  ZGenerateOtpResponse,
  ZMobile,
  ZVerifyLoginOtpRequest,
} from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { clientAddress } from '../../lib/client-address.ts';
import type { SmsProvider } from '../../providers/sms/index.ts';
import { generateOtp } from './generate-otp.ts';
import { createAuthRepository } from './repository.ts';
import { createGoogleVerifier, verifyGoogleIdToken } from './verify-google-id-token.ts';
import { verifyLoginOtp } from './verify-login-otp.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

export type AuthRouteOptions = {
  secret: string;
  sms: SmsProvider;
  google: { clientId: string; jwksUrl: string } | null;
  /** GET /v1/dev/outbox exists only outside production (docs/decisions.md §1). */
  exposeOutbox: boolean;
  sendsPerIpPerHour: number;
  verifiesPerIpPerMinute: number;
};

const route = routeSchemas('auth', [400, 401, 404, 429]);

const routes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, opts) => {
  const repo = createAuthRepository(app.db, (ended) => app.repos.sessions.forget(ended));
  const google = opts.google ? createGoogleVerifier(opts.google) : null;
  const caller = async (req: {
    currentSession: () => Promise<{ id: string } | undefined>;
    headers: Record<string, unknown>;
  }) => ({
    sessionId: (await req.currentSession())?.id ?? null,
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'].slice(0, 1024) : null,
  });

  app.post(
    '/v1/utility/auth/generate-otp',
    { schema: route('Send a login code to a mobile', ZGenerateOtpResponse, { body: ZGenerateOtpRequest }) },
    async (req) =>
      generateOtp(
        { repo, sms: opts.sms, secret: opts.secret, sendsPerIpPerHour: opts.sendsPerIpPerHour },
        req.body,
        clientAddress(req.ip),
        requestLanguage(req),
      ),
  );

  app.post(
    '/v1/utility/auth/verify-login-otp',
    {
      // Per address, on top of the per-code and per-mobile limits: guessing across many mobiles is slowed too.
      config: {
        rateLimit: {
          max: opts.verifiesPerIpPerMinute,
          timeWindow: 60_000,
          keyGenerator: (req: { ip: string }) => `otp-verify:ip:${clientAddress(req.ip)}`,
        },
      },
      schema: route('Verify the code; answers with a new, signed-in session', ZAuthSessionResponse, {
        body: ZVerifyLoginOtpRequest,
      }),
    },
    async (req) => verifyLoginOtp({ repo, secret: opts.secret }, req.body, await caller(req)),
  );

  app.get(
    '/v1/utility/auth/verify-google-id-token',
    {
      schema: route(
        'Verify a Google one-tap ID token (X-Google-ID-Token); answers with a new, signed-in session',
        ZAuthSessionResponse,
        { headers: z.object({ 'x-google-id-token': z.string().min(10).max(8192) }).loose() },
      ),
    },
    async (req) => {
      if (!google) throw new AppError('NOT_FOUND', 'Google sign-in is not enabled');
      return verifyGoogleIdToken(repo, google, req.headers['x-google-id-token'], await caller(req));
    },
  );

  app.post(
    '/v1/utility/auth/logout',
    { schema: { tags: ['auth'], summary: 'Sign out: the session id stops working', response: { 204: z.null() } } },
    async (req, reply) => {
      const session = await req.currentSession();
      if (session) await repo.deleteSession(session.id);
      return reply.code(204).send(null);
    },
  );

  if (opts.exposeOutbox) {
    app.get(
      '/v1/dev/outbox',
      {
        schema: {
          tags: ['sandbox'],
          summary: 'Sandbox SMS sent to a mobile, or e-mail to an address, newest first (not in production)',
          querystring: z.object({ to: z.union([ZMobile, z.email().max(120)]) }),
          response: {
            200: z.object({
              messages: z.array(z.object({ to: z.string(), text: z.string(), created_at: z.string() })),
            }),
            400: ZApiError,
          },
        },
      },
      async (req) => ({
        messages: (req.query.to.includes('@')
          ? await repo.emailOutboxFor(req.query.to)
          : await repo.outboxFor(req.query.to)
        ).map((m) => ({
          to: m.recipient,
          text: m.body,
          created_at: m.createdAt.toISOString(),
        })),
      }),
    );
  }
};

export default routes;
