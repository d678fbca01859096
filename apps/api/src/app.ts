import { JOURNEY_VERTICALS, tableOf, VERTICAL_REGISTRY, ZIntermediary } from '@kavach/domain';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { systemClock, type Clock } from './lib/clock.ts';
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
import repositories from './plugins/app/repositories.ts';
import session from './plugins/app/session.ts';
import callerFirst from './plugins/app/caller-first.ts';
import spa from './plugins/app/spa.ts';
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
import cancellationRoutes from './modules/cancellation/routes.ts';
import cancellationDemoRoutes from './modules/cancellation/demo-routes.ts';
import endorsementRoutes from './modules/endorsements/routes.ts';
import opsConsole from './modules/ops/ops-console.ts';
import grievanceRoutes from './modules/grievances/routes.ts';
import accountRoutes from './modules/account/routes.ts';
import retentionJob from './modules/retention/retention-job.ts';
import sandboxGateway from './modules/sandbox-gateway/routes.ts';
import sandboxInsurer from './modules/sandbox-insurer/routes.ts';
import insurerRoutes from './modules/insurers/routes.ts';
import insurerBuyerRoutes from './modules/insurers/buyer-routes.ts';
import jobQueue from './plugins/app/job-queue.ts';
import noticeRoutes from './modules/notices/routes.ts';
import renewalRoutes from './modules/renewals/routes.ts';
import renewalDemoRoutes from './modules/renewals/demo-routes.ts';
import portRoutes from './modules/renewals/port-routes.ts';
import claimRoutes from './modules/claims/routes.ts';
import { jobDatabase } from './db/client.ts';
import { createPolicyConnectors } from './providers/insurers/index.ts';
import { createPaymentProviders } from './providers/payments/index.ts';
import storageRoutes from './modules/kyc/storage-routes.ts';
import systemRoutes from './modules/system/routes.ts';
import clientConfigRoutes from './modules/system/client-config.ts';
import brokerRoutes from './modules/system/broker.ts';
import utilityRoutes from './modules/utility/routes.ts';
import { VERTICAL_MODULES } from './verticals/index.ts';
import { checkLoadedCatalogues } from './catalogue/check-catalogues.ts';
import type { VerticalSettings } from './verticals/vertical-module.ts';

export type BuildAppOptions = {
  config: AppConfig;
  db: Database;
  /** Where log lines go (stdout by default); tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** Tests swap a plan's insurer connector for a faulty one (issue 10 faults); production never sets it. */
  connectorOverride?: VerticalSettings['connectorOverride'];
  /** Tests shorten the hourly retention purge to watch it run; production never sets it. */
  retentionIntervalMs?: number;
  /** The database is embedded PGlite: no other process writes it (one server per data directory). */
  singleProcess?: boolean;
  /** Tests move the day for rules that run on days (lib/clock.ts); the server uses the system's clock. */
  clock?: Clock;
};

/** Builds the whole app: external plugins, then app plugins, then routes (fastify/demo's order). */
/** How long a closing server lets its open connections finish before it closes them. */
const CLOSE_GRACE_MS = 5000;

export async function buildApp({
  config,
  db,
  logStream,
  connectorOverride,
  retentionIntervalMs,
  singleProcess,
  clock = systemClock,
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
  app.decorate('clock', clock);

  // A request that arrives as the server closes (an insurer's callback, its body still coming) leaves its connection
  // neither idle nor in a route, and the close would wait on it for good: after a grace period every connection goes.
  app.addHook('preClose', (done) => {
    setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS).unref();
    done();
  });

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
  // Each vertical's catalogue is read and checked before anything is served (issue 3).
  const loaded = tableOf(JOURNEY_VERTICALS, (v) =>
    VERTICAL_MODULES[v].load(config.catalogues[VERTICAL_REGISTRY[v].paymentsApi]),
  );
  app.decorate(
    'verticals',
    tableOf(JOURNEY_VERTICALS, (v) => loaded[v].answers),
  );
  const catalogues = JOURNEY_VERTICALS.map((v) => ({ name: VERTICAL_REGISTRY[v].paymentsApi, ...loaded[v] }));
  checkLoadedCatalogues(config.mode, catalogues);
  // An operator's catalogue that still marks figures "sample" is as illustrative as the bundled one, and says so.
  const sampleCatalogues = { ...config.sampleCatalogues };
  for (const c of catalogues) if (c.sampleFigures.length > 0) sampleCatalogues[c.name] = true;

  await app.register(systemRoutes);
  await app.register(clientConfigRoutes, {
    mapTileUrl: config.mapTileUrl,
    sampleCatalogues,
    googleClientId: config.google?.clientId ?? null,
    sandboxSms: config.sms.provider === 'outbox' && config.mode === 'demo',
    support: config.support,
    unpaidKeptDays: config.retentionDays,
  });
  await app.register(brokerRoutes, { broker: config.broker });
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
  app.decorate('ckyc', createCkycProvider(config.ckyc, app.log));
  const settings: VerticalSettings = { config, ...(connectorOverride ? { connectorOverride } : {}) };
  for (const v of JOURNEY_VERTICALS) await loaded[v].register(app, settings);
  const { storage, local } = createObjectStorage(config.storage, secret);
  await app.register(kycRoutes, { storage, fileKey: fileEncryptionKey(config.fileEncryptionKey, secret) });
  if (local) await app.register(storageRoutes, { local });
  const payments = createPaymentProviders(config.payments, secret, config.mode);
  await app.register(jobQueue, { jobDb: jobDatabase(db) });
  const email = createEmailSender(config.email, db, app.log);
  // Before every module that tells the buyer of an event (docs/product/notices.md).
  await app.register(noticeRoutes, {
    email,
    sms: createSmsProvider(config.sms, db, app.log),
    broker: config.broker,
    secret,
    publicBaseUrl: config.publicBaseUrl,
  });
  // One policy connector per insurer any catalogue names (docs/decisions.md §4b).
  const insurerIds = [...new Set(JOURNEY_VERTICALS.flatMap((v) => loaded[v].insurerIds))];
  const insurers = createPolicyConnectors(config.insurers, secret, insurerIds, () => {
    const address = app.server.address();
    return address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : null;
  });
  await app.register(insurerRoutes, {
    connectors: insurers.byInsurer,
    byId: payments.byId,
    publicBaseUrl: config.insurers.connector === 'http' ? config.publicBaseUrl : null,
    // The registration without the remuneration sentence, which is the buyer's to read, not the insurer's.
    intermediary: ZIntermediary.parse(config.broker),
  });
  await app.register(insurerBuyerRoutes, { payments: payments.active });
  await app.register(claimRoutes, {
    connectors: insurers.byInsurer,
    publicBaseUrl: config.insurers.connector === 'http' ? config.publicBaseUrl : null,
    storage,
    fileKey: fileEncryptionKey(config.fileEncryptionKey, secret),
    appSecret: secret,
  });
  // The sandbox insurer underwrites by made-up rules: it exists only in a demo, and only when chosen.
  if (config.mode === 'demo' && config.insurers.connector === 'sandbox')
    await app.register(sandboxInsurer, { keys: insurers.sandboxKeys, insurerIds: new Set(insurerIds) });
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
  await app.register(cancellationRoutes, { byId: payments.byId });
  if (config.mode === 'demo') await app.register(cancellationDemoRoutes);
  await app.register(renewalRoutes, { connectors: insurers.byInsurer });
  if (config.mode === 'demo') await app.register(renewalDemoRoutes);
  await app.register(portRoutes);
  await app.register(endorsementRoutes, { payments: payments.active });
  await app.register(opsConsole, {
    appSecret: secret,
    storage,
    fileKey: fileEncryptionKey(config.fileEncryptionKey, secret),
    byId: payments.byId,
    email,
    publicBaseUrl: config.publicBaseUrl,
  });
  await app.register(grievanceRoutes);
  await app.register(accountRoutes, { storage });
  await app.register(retentionJob, { retentionDays: config.retentionDays, storage, intervalMs: retentionIntervalMs });

  await app.register(spa, { distDir: config.webDistDir, sampleCatalogues });
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
    clock: Clock;
    ckyc: CkycRegistry;
    quoteTokens: QuoteTokens;
  }
}
