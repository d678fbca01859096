import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { serializeError } from './lib/log-error.ts';
import { maskPersonalData } from './lib/mask.ts';
import openapi from './plugins/external/openapi.ts';
import limits from './plugins/external/rate-limit.ts';
import compression from './plugins/external/compress.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import { replySerializer } from './lib/reply-serializer.ts';
import errors, { frameworkError } from './plugins/app/errors.ts';
import refuseUnstorableText from './plugins/app/refuse-unstorable-text.ts';
import catalogue from './plugins/app/catalogue.ts';
import repositories from './plugins/app/repositories.ts';
import session from './plugins/app/session.ts';
import callerFirst from './plugins/app/caller-first.ts';
import spa from './plugins/app/spa.ts';
import healthJourneyRoutes from './modules/journeys/routes.ts';
import healthPlanRoutes from './modules/health-plans/routes.ts';
import healthProposalRoutes from './modules/health-proposal/routes.ts';
import healthQuoteRoutes, { type HealthQuoteRouteOptions } from './modules/quotes/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import sessionRoutes from './modules/sessions/routes.ts';
import { resolveAppSecret } from './lib/app-secret.ts';
import { createQuoteTokens, type QuoteTokens } from './modules/quotes/quote-token.ts';
import { fileEncryptionKey } from './lib/file-encryption.ts';
import { createCkycProvider, type CkycRegistry } from './providers/ckyc/index.ts';
import { createSmsProvider } from './providers/sms/index.ts';
import { createEmailSender } from './providers/email/index.ts';
import { createObjectStorage } from './providers/storage/index.ts';
import kycRoutes from './modules/kyc/routes.ts';
import paymentRoutes from './modules/payments/routes.ts';
import webhookRoutes from './modules/payments/webhook-routes.ts';
import callbackRoutes from './modules/payments/callback-routes.ts';
import dashboardRoutes from './modules/payments/dashboard-routes.ts';
import opsConsole from './modules/ops/ops-console.ts';
import grievanceRoutes from './modules/grievances/routes.ts';
import accountRoutes from './modules/account/routes.ts';
import retentionJob from './modules/retention/retention-job.ts';
import termRoutes from './modules/term/routes.ts';
import termProposalRoutes from './modules/term-proposal/routes.ts';
import { termVertical } from './modules/term-proposal/term-vertical.ts';
import { healthVertical } from './modules/health-proposal/health-vertical.ts';
import { loadMotorCatalogue, loadTermCatalogue } from './catalogue/load-catalogues.ts';
import motorRoutes from './modules/motor/routes.ts';
import motorProposalRoutes from './modules/motor-proposal/routes.ts';
import { motorVertical } from './modules/motor-proposal/motor-vertical.ts';
import type { Verticals } from './modules/journeys/vertical.ts';
import { createVehicleRegistry } from './providers/vehicle-registry/index.ts';
import sandboxGateway from './modules/sandbox-gateway/routes.ts';
import { createPaymentProviders } from './providers/payments/index.ts';
import storageRoutes from './modules/kyc/storage-routes.ts';
import systemRoutes from './modules/system/routes.ts';
import clientConfigRoutes from './modules/system/client-config.ts';
import utilityRoutes from './modules/utility/routes.ts';

export type BuildAppOptions = {
  config: AppConfig;
  db: Database;
  /** Where log lines go (stdout by default); tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** Tests swap a plan's insurer connector for a faulty one (issue 10 faults); production never sets it. */
  connectorOverride?: HealthQuoteRouteOptions['connectorOverride'];
  /** Tests shorten the hourly retention purge to watch it run; production never sets it. */
  retentionIntervalMs?: number;
  /** The database is embedded PGlite: no other process writes it (one server per data directory). */
  singleProcess?: boolean;
};

/** Builds the whole app: external plugins, then app plugins, then routes (fastify/demo's order). */
export async function buildApp({
  config,
  db,
  logStream,
  connectorOverride,
  retentionIntervalMs,
  singleProcess,
}: BuildAppOptions) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      serializers: {
        // Only method and the masked path: no query string (search terms, signatures, mobiles), no headers
        // (session ids), no bodies (mobiles, PANs).
        req: (req) => ({
          method: req.method,
          url: maskPersonalData(req.url.split('?')[0] ?? ''),
          remoteAddress: req.ip,
        }),
        // Errors without a failed query's parameters or the database's quoted values (issue 13).
        err: serializeError,
      },
    },
    bodyLimit: 256 * 1024,
    // N proxies believed: the hops nearest the server (Fastify documents a number, its types do not take one).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    requestIdHeader: false,
    routerOptions: { maxParamLength: 200 },
    // A path that is not valid UTF-8 once decoded is refused by the router itself, before any hook.
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  // Every route, as registered: the access-control and hostile-input tests are generated from this list,
  // so a new route cannot be left out of them.
  const routeTable: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });
  app.decorate('routeTable', routeTable);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializer);
  // The API speaks JSON only; a text/plain body is refused with 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');

  await app.register(errors);
  await app.register(refuseUnstorableText);
  await app.register(compression);
  await app.register(securityHeaders, {
    mapTileUrl: config.mapTileUrl,
    google: config.google !== null,
    storageOrigin: storageOrigin(config.storage),
  });
  // The API docs are a demo convenience: a production install does not publish its whole surface.
  await app.register(openapi, { ui: config.mode === 'demo' });
  await app.register(limits, { db, limits: config });
  await app.register(repositories, { db, singleProcess: singleProcess ?? false });
  await app.register(session);
  await app.register(callerFirst);
  await app.register(catalogue, { healthCatalogueDir: config.healthCatalogueDir });
  const termCatalogue = config.termCatalogueDir ? loadTermCatalogue(config.termCatalogueDir) : loadTermCatalogue();
  const motorCatalogue = config.motorCatalogueDir ? loadMotorCatalogue(config.motorCatalogueDir) : loadMotorCatalogue();
  // Each vertical's schedule says whether its own catalogue is the bundled sample (one may be, another not).
  const sample = config.sampleCatalogues;
  const verticals = {
    HEALTH: healthVertical(app.healthCatalogue, sample.health),
    TERM: termVertical(termCatalogue, sample.term),
    MOTOR: motorVertical(motorCatalogue, sample.motor),
  } satisfies Verticals;
  app.decorate('verticals', verticals);

  await app.register(systemRoutes);
  await app.register(clientConfigRoutes, {
    mapTileUrl: config.mapTileUrl,
    sampleCatalogues: sample,
    googleClientId: config.google?.clientId ?? null,
    sandboxSms: config.sms.provider === 'outbox' && config.mode === 'demo',
  });
  await app.register(sessionRoutes);
  const secret = resolveAppSecret(config.appSecret, config.dataDir);
  await app.register(authRoutes, {
    secret,
    sms: createSmsProvider(config.sms, db, app.log),
    google: config.google,
    exposeOutbox: config.mode === 'demo',
    sendsPerIpPerHour: config.otpSendsPerIpPerHour,
    verifiesPerIpPerMinute: config.otpVerifiesPerIpPerMinute,
  });
  await app.register(utilityRoutes);
  app.decorate('quoteTokens', createQuoteTokens(secret));
  await app.register(healthPlanRoutes);
  await app.register(healthQuoteRoutes, {
    connectorTimeoutMs: config.quoteConnectorTimeoutMs,
    ...(connectorOverride ? { connectorOverride } : {}),
  });
  await app.register(healthJourneyRoutes);
  await app.register(termRoutes, { catalogue: termCatalogue, connectorTimeoutMs: config.quoteConnectorTimeoutMs });
  app.decorate('ckyc', createCkycProvider(config.ckyc, app.log));
  await app.register(healthProposalRoutes);
  await app.register(termProposalRoutes, { catalogue: termCatalogue });
  // One registry for the lookup, the quotes and the vehicle step: one cache of its (paid) answers.
  const registry = createVehicleRegistry(config.vehicleRegistry, app.log);
  await app.register(motorRoutes, { catalogue: motorCatalogue, registry });
  await app.register(motorProposalRoutes, { catalogue: motorCatalogue, registry });
  const { storage, local } = createObjectStorage(config.storage, secret);
  await app.register(kycRoutes, { storage, fileKey: fileEncryptionKey(config.fileEncryptionKey, secret) });
  if (local) await app.register(storageRoutes, { local });
  const payments = createPaymentProviders(config.payments, secret, config.mode);
  await app.register(paymentRoutes, {
    active: payments.active,
    byId: payments.byId,
  });
  await app.register(webhookRoutes, { byId: payments.byId });
  if (payments.active.id === 'razorpay')
    await app.register(callbackRoutes, { provider: payments.active, byId: payments.byId });
  // The sandbox card page takes test cards: it exists only in a demo (docs/decisions.md §7).
  if (config.mode === 'demo') await app.register(sandboxGateway, { sandbox: payments.sandbox });
  await app.register(dashboardRoutes);
  await app.register(opsConsole, {
    appSecret: secret,
    storage,
    fileKey: fileEncryptionKey(config.fileEncryptionKey, secret),
    byId: payments.byId,
    email: createEmailSender(config.mode, db, app.log),
    publicBaseUrl: config.publicBaseUrl,
  });
  await app.register(grievanceRoutes);
  await app.register(accountRoutes, { storage });
  await app.register(retentionJob, { retentionDays: config.retentionDays, storage, intervalMs: retentionIntervalMs });

  await app.register(spa, { distDir: config.webDistDir, sampleCatalogues: sample });
  return app;
}

/** Browsers PUT KYC files straight to an S3 bucket: its origin must be allowed by the CSP. */
function storageOrigin(storage: AppConfig['storage']): string | null {
  if (storage.provider !== 's3') return null;
  return storage.endpoint
    ? new URL(storage.endpoint).origin
    : `https://${storage.bucket}.s3.${storage.region}.amazonaws.com`;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: { method: string; url: string }[];
    ckyc: CkycRegistry;
    quoteTokens: QuoteTokens;
  }
}
