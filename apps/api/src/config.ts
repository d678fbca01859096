import path from 'node:path';
import {
  API_VERTICALS,
  indiaDate,
  SAMPLE_BROKER,
  SAMPLE_BROKER_REMUNERATION,
  SAMPLE_SUPPORT_CONTACTS,
  tableOf,
  ZBrokerRegistration,
  type ApiVertical,
  type TBrokerDisclosure,
  type TSupportContacts,
} from '@kavach/domain';
import { z } from 'zod';
import { isSampleCatalogue, SAMPLE_CATALOGUE_DIRS, type SampleCatalogues } from './catalogue/sample-catalogues.ts';
import type { SmtpOptions } from './providers/email/smtp.ts';
import type { RazorpayOptions } from './providers/payments/razorpay.ts';

// Parsed once at start-up; a bad variable stops the process with every problem listed (docs/decisions.md §1).
const ZConfig = z.object({
  // demo (the default for one clone): sandbox parts allowed and announced at start; production refuses them.
  // NODE_ENV decides nothing about security (docs/decisions.md §7), so it is not read here.
  KAVACH_MODE: z.enum(['demo', 'production']).default('demo'),
  // Unset: a demo listens on this machine only (its login-code outbox must not reach the network); production on every
  // interface, behind the operator's proxy. Setting HOST decides either way.
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  MIGRATION_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  // Map tiles for the hospital tab: any {z}/{x}/{y} tile server; "off" shows the list alone.
  MAP_TILE_URL: z
    .string()
    .refine(
      (v) => v === 'off' || (/^https:\/\/[^/]+\//.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p))),
      'must be an https URL with {z}, {x} and {y}, or "off"',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  // Signs OTP hashes, upload URLs and payment results. Without it an embedded install keeps one in DATA_DIR.
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_API_KEY: z.string().min(1).optional(),
  SMS_SENDER_ID: z.string().min(1).max(11).default('KAVACH'),
  // Where e-mail goes (docs/product/notices.md): the demo's outbox, the operator's mail server, or nowhere (refused).
  // Unset: the outbox in a demo, none in production.
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp', 'none']).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z.enum(['true', 'false']).default('false'),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  EMAIL_FROM: z.string().min(3).max(200).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  CKYC_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  CKYC_HTTP_URL: z.url().optional(),
  CKYC_HTTP_API_KEY: z.string().min(1).optional(),
  VEHICLE_REGISTRY_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  VEHICLE_REGISTRY_HTTP_URL: z.url().optional(),
  VEHICLE_REGISTRY_HTTP_API_KEY: z.string().min(1).optional(),
  // Encrypts KYC files at rest; without it a key is derived from APP_SECRET (rotating that then loses the files).
  FILE_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('ap-south-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Who underwrites and issues (docs/decisions.md §4b): the sandbox insurer in this process, or each insurer's API
  // as INSURERS_FILE lists them (docs/insurers.md).
  INSURER_CONNECTOR: z.enum(['sandbox', 'http']).default('sandbox'),
  INSURERS_FILE: z.string().min(1).optional(),
  INSURER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z.url().default('https://api.razorpay.com/v1/checkout/embedded'),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  PUBLIC_BASE_URL: z.url().optional(),
  // Quote requests one session may make a minute; 0 turns the limit off (benchmarks).
  QUOTE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(120),
  // Per client address, counted beside the per-session limit (issue 13). Generous, because a whole office or a
  // mobile carrier's NAT can share one address; 0 turns a limit off (benchmarks, browser tests).
  QUOTES_PER_IP_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  SESSIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(0).default(300),
  JOURNEYS_PER_IP_PER_HOUR: z.coerce.number().int().min(0).default(100),
  // Vehicle registry lookups: each is a paid call to a VAHAN data partner and tells a stranger's vehicle, so far
  // fewer than quotes. A buyer looks up one or two numbers; 0 turns a limit off.
  REGISTRY_LOOKUPS_PER_SESSION_PER_HOUR: z.coerce.number().int().min(0).default(20),
  REGISTRY_LOOKUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(0).default(100),
  // Only behind a known proxy may X-Forwarded-For name the client: "true" (any proxy) or addresses/CIDRs.
  TRUST_PROXY: z.string().min(1).optional(),
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  OTP_VERIFIES_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  QUOTE_CONNECTOR_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  // Unpaid journeys, their uploads, quote lists, spent OTPs and sandbox SMS older than this are purged (DPDP Act 2023).
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // The broker's IRDAI registration (issue 46), shown in the footer, on schedules and in proposals: all or none.
  BROKER_NAME: ZBrokerRegistration.shape.name.optional(),
  BROKER_IRDAI_REGISTRATION: ZBrokerRegistration.shape.irdai_registration.optional(),
  BROKER_CATEGORY: ZBrokerRegistration.shape.category.optional(),
  BROKER_REGISTRATION_VALID_UNTIL: ZBrokerRegistration.shape.valid_until.optional(),
  BROKER_CIN: ZBrokerRegistration.shape.cin.optional(),
  BROKER_PRINCIPAL_OFFICER: ZBrokerRegistration.shape.principal_officer.optional(),
  BROKER_GRIEVANCE_OFFICER_NAME: ZBrokerRegistration.shape.grievance_officer.shape.name.optional(),
  BROKER_GRIEVANCE_OFFICER_EMAIL: ZBrokerRegistration.shape.grievance_officer.shape.email.optional(),
  BROKER_GRIEVANCE_OFFICER_PHONE: ZBrokerRegistration.shape.grievance_officer.shape.phone.optional(),
  // How the broker is paid, in its own words: only the operator knows whether the sample sentence is true of it.
  BROKER_REMUNERATION: z.string().min(1).max(400).optional(),
  // The help desk a buyer whose payment failed is told to call or write to (docs/operations.md).
  SUPPORT_PHONE: ZBrokerRegistration.shape.grievance_officer.shape.phone.optional(),
  SUPPORT_EMAIL: ZBrokerRegistration.shape.grievance_officer.shape.email.optional(),
});

/** The settings of the broker's registration: a demo without any shows the sample; production needs every one. */
export const BROKER_REGISTRATION_SETTINGS = [
  'BROKER_NAME',
  'BROKER_IRDAI_REGISTRATION',
  'BROKER_CATEGORY',
  'BROKER_REGISTRATION_VALID_UNTIL',
  'BROKER_CIN',
  'BROKER_PRINCIPAL_OFFICER',
  'BROKER_GRIEVANCE_OFFICER_NAME',
  'BROKER_GRIEVANCE_OFFICER_EMAIL',
  'BROKER_GRIEVANCE_OFFICER_PHONE',
] as const;

export type AppConfig = {
  mode: 'demo' | 'production';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL only: the role that owns the tables and runs the migrations, when DATABASE_URL's role is to be granted
   * no more than serving needs (db/serving-role.ts: it cannot truncate or alter the audit log). Unset: one role.
   */
  migrationDatabaseUrl: string | undefined;
  /** Where the app is reached from outside, for links it sends (a staff invitation); else the request's own host. */
  publicBaseUrl: string | null;
  logLevel: string;
  webDistDir: string;
  /** Each vertical's catalogue folder, by its short name (health, term…): read and checked at start-up. */
  catalogues: Record<ApiVertical, CatalogueSetting>;
  /** Which verticals still price from the bundled sample catalogue: a demo part, said on schedules and in the UI. */
  sampleCatalogues: SampleCatalogues;
  /** Each insurer connector's time limit; a slower one drops out of the list (docs/decisions.md §3). */
  quoteConnectorTimeoutMs: number;
  mapTileUrl: string | null;
  quotesPerMinute: number;
  quotesPerIpPerMinute: number;
  sessionsPerIpPerHour: number;
  journeysPerIpPerHour: number;
  registryLookupsPerSessionPerHour: number;
  registryLookupsPerIpPerHour: number;
  trustProxy: false | number | string[];
  otpSendsPerIpPerHour: number;
  otpVerifiesPerIpPerMinute: number;
  /** The broker's IRDAI registration and how it is paid, as the site, schedules and proposals show them. */
  broker: TBrokerDisclosure;
  /** The broker settings left unset, the sample standing in for them: production refuses to start while any is. */
  brokerUnset: string[];
  /** Where buyers get help; the demo's sample (marked as such) until SUPPORT_PHONE and SUPPORT_EMAIL are set. */
  support: TSupportContacts;
  /** Days unpaid journeys, quote lists and spent OTPs are kept before the retention job purges them. */
  retentionDays: number;
  appSecret: string | undefined;
  sms: { provider: 'outbox' } | { provider: 'http'; url: string; apiKey: string; senderId: string };
  /** Where e-mail goes: the demo's outbox, a mail server, or none (sending is refused). */
  email: { provider: 'outbox' } | { provider: 'none' } | ({ provider: 'smtp' } & SmtpOptions);
  google: { clientId: string; jwksUrl: string } | null;
  ckyc: { provider: 'sandbox' } | { provider: 'http'; url: string; apiKey: string };
  /** Where a registration number is looked up: a handful of sandbox vehicles, or a VAHAN partner's API. */
  vehicleRegistry: { provider: 'sandbox' } | { provider: 'http'; url: string; apiKey: string };
  /** 32 bytes as hex, or undefined to derive the KYC file key from the app secret. */
  fileEncryptionKey: string | undefined;
  payments: { provider: 'sandbox' } | ({ provider: 'razorpay' } & Omit<RazorpayOptions, 'fetchImpl'>);
  /** Each insurer's policy connector: the sandbox insurer's routes here, or the insurers' own APIs. */
  insurers: { connector: 'sandbox'; timeoutMs: number } | { connector: 'http'; file: string; timeoutMs: number };
  /** Where KYC files go: local disk under DATA_DIR/objects, or an S3-compatible bucket when S3_BUCKET is set. */
  storage:
    | { provider: 'local'; root: string }
    | {
        provider: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
      };
};

/** Where a vertical's catalogue files are read from. */
export type CatalogueSetting = {
  /** Its setting's folder (catalogueSetting: HEALTH_CATALOGUE_DIR…), resolved; the bundled sample when unset. */
  dir: string;
  unset: boolean;
  /** The folder is the bundled sample, unset or named: its premiums are illustrative. */
  sample: boolean;
};

/** The setting naming a vertical's own catalogue folder, its short name in capitals: HEALTH_CATALOGUE_DIR… */
export const catalogueSetting = (name: ApiVertical) => `${name.toUpperCase()}_CATALOGUE_DIR`;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set" (DATABASE_URL= in a shell or .env), never an invalid value.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZConfig.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const c = parsed.data;
  const problems: string[] = [];
  if (
    c.PAYMENT_PROVIDER === 'razorpay' &&
    (!c.RAZORPAY_KEY_ID || !c.RAZORPAY_KEY_SECRET || !c.RAZORPAY_WEBHOOK_SECRET || !c.PUBLIC_BASE_URL)
  ) {
    problems.push(
      'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET and PUBLIC_BASE_URL',
    );
  }
  if (c.SMS_PROVIDER === 'http' && (!c.SMS_HTTP_URL || !c.SMS_HTTP_API_KEY))
    problems.push('SMS_PROVIDER=http needs SMS_HTTP_URL and SMS_HTTP_API_KEY');
  if (c.EMAIL_PROVIDER === 'smtp' && (!c.SMTP_HOST || !c.EMAIL_FROM))
    problems.push('EMAIL_PROVIDER=smtp needs SMTP_HOST and EMAIL_FROM');
  if (c.EMAIL_PROVIDER === 'outbox' && c.KAVACH_MODE === 'production')
    problems.push('EMAIL_PROVIDER=outbox keeps e-mail unsent: production sets EMAIL_PROVIDER=smtp (or none)');
  if (c.CKYC_PROVIDER === 'http' && (!c.CKYC_HTTP_URL || !c.CKYC_HTTP_API_KEY))
    problems.push('CKYC_PROVIDER=http needs CKYC_HTTP_URL and CKYC_HTTP_API_KEY');
  if (c.VEHICLE_REGISTRY_PROVIDER === 'http' && (!c.VEHICLE_REGISTRY_HTTP_URL || !c.VEHICLE_REGISTRY_HTTP_API_KEY)) {
    problems.push('VEHICLE_REGISTRY_PROVIDER=http needs VEHICLE_REGISTRY_HTTP_URL and VEHICLE_REGISTRY_HTTP_API_KEY');
  }
  if (c.INSURER_CONNECTOR === 'http' && !c.INSURERS_FILE)
    problems.push("INSURER_CONNECTOR=http needs INSURERS_FILE (each insurer's API address and keys)");
  if (c.MIGRATION_DATABASE_URL && !c.DATABASE_URL)
    problems.push('MIGRATION_DATABASE_URL names the owner role of the DATABASE_URL database: set DATABASE_URL too');
  const brokerUnset = BROKER_REGISTRATION_SETTINGS.filter((name) => c[name] === undefined);
  // Half a registration would print beside the sample's other half: the operator's own, whole, or the sample.
  if (brokerUnset.length > 0 && brokerUnset.length < BROKER_REGISTRATION_SETTINGS.length)
    problems.push(`the broker's registration is set in part: set ${brokerUnset.join(', ')} too`);
  if (
    c.KAVACH_MODE === 'production' &&
    c.BROKER_REGISTRATION_VALID_UNTIL !== undefined &&
    c.BROKER_REGISTRATION_VALID_UNTIL < indiaDate(new Date())
  )
    problems.push(
      `BROKER_REGISTRATION_VALID_UNTIL ${c.BROKER_REGISTRATION_VALID_UNTIL} has passed: a lapsed registration may not sell`,
    );
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const config = buildConfig(c, present);
  const sandbox = sandboxParts(config);
  if (config.mode === 'production' && sandbox.length > 0) {
    throw new ConfigError(
      `Invalid configuration: KAVACH_MODE=production refuses to start while a demo part is in use:\n${sandbox.map((p) => `  ${p.setting}: ${p.risk}; ${p.fix}`).join('\n')}`,
    );
  }
  return config;
}

/**
 * The demo parts in use: what production refuses and what the demo banner announces. Each names the setting,
 * why it must not meet real customers, and what production sets instead.
 */
export function sandboxParts(config: AppConfig): { part: string; setting: string; risk: string; fix: string }[] {
  const parts = [];
  if (config.sms.provider === 'outbox') {
    parts.push({
      part: 'SMS outbox',
      setting: 'SMS_PROVIDER=outbox',
      risk: 'the SMS outbox sends nothing and keeps login codes on this server',
      fix: 'set SMS_PROVIDER=http with SMS_HTTP_URL and SMS_HTTP_API_KEY',
    });
  }
  if (config.payments.provider === 'sandbox') {
    parts.push({
      part: 'sandbox payment gateway',
      setting: 'PAYMENT_PROVIDER=sandbox',
      risk: 'the sandbox payment gateway takes test cards and no money',
      fix: 'set PAYMENT_PROVIDER=razorpay with its keys and PUBLIC_BASE_URL',
    });
  }
  if (config.insurers.connector === 'sandbox') {
    parts.push({
      part: 'sandbox insurer',
      setting: 'INSURER_CONNECTOR=sandbox',
      risk: 'the sandbox insurer underwrites by made-up rules and issues policies no insurer stands behind',
      fix: "set INSURER_CONNECTOR=http with INSURERS_FILE naming each insurer's API and keys",
    });
  }
  if (config.ckyc.provider === 'sandbox') {
    parts.push({
      part: 'sandbox CKYC',
      setting: 'CKYC_PROVIDER=sandbox',
      risk: 'sandbox CKYC "finds" any PAN whose fifth letter is K',
      fix: 'set CKYC_PROVIDER=http with CKYC_HTTP_URL and CKYC_HTTP_API_KEY',
    });
  }
  if (config.vehicleRegistry.provider === 'sandbox') {
    parts.push({
      part: 'sandbox vehicle registry',
      setting: 'VEHICLE_REGISTRY_PROVIDER=sandbox',
      risk: 'the sandbox registry knows a few made-up registrations, not real vehicles',
      fix: 'set VEHICLE_REGISTRY_PROVIDER=http with VEHICLE_REGISTRY_HTTP_URL and VEHICLE_REGISTRY_HTTP_API_KEY',
    });
  }
  // docs/decisions.md §1: the insurers' part runs embedded on the bundled catalogue; its premiums are illustrative.
  for (const name of API_VERTICALS) {
    const { sample, unset } = config.catalogues[name];
    if (!sample) continue;
    const variable = catalogueSetting(name);
    parts.push({
      part: `sample ${name} catalogue`,
      setting: unset ? `${variable} unset` : `${variable} is the bundled sample`,
      risk: `${name} premiums would come from the bundled sample catalogue: illustrative rates no insurer offers`,
      fix: `set ${variable} to a folder of your insurers' ${name} catalogue files (packages/rating/README.md)`,
    });
  }
  if (config.brokerUnset.length > 0) {
    parts.push({
      part: 'sample broker registration',
      setting: `${config.brokerUnset.join(', ')} unset`,
      risk: config.broker.sample
        ? 'the footer, schedules and proposals would show a made-up IRDAI registration'
        : "the sample sentence on how the broker is paid would be shown as the broker's own",
      fix: "set each to the broker's IRDAI registration, officers and how it is paid (README's settings)",
    });
  }
  if (config.support.sample) {
    parts.push({
      part: 'sample support contacts',
      setting: 'SUPPORT_PHONE or SUPPORT_EMAIL unset',
      risk: 'a buyer whose payment failed would be told to call a made-up helpline',
      fix: "set both to the broker's own help desk",
    });
  }
  if (config.appSecret === undefined) {
    parts.push({
      part: 'generated APP_SECRET',
      setting: 'APP_SECRET unset',
      risk: `a secret generated into ${config.dataDir} would sign codes, links and payments`,
      fix: 'set APP_SECRET (at least 32 characters, the same on every process)',
    });
  }
  return parts;
}

/** Each vertical's catalogue setting: a variable per vertical, named from its code, so none is listed here. */
function catalogueSettings(env: Record<string, string | undefined>): Record<ApiVertical, CatalogueSetting> {
  return tableOf(API_VERTICALS, (name) => {
    const given = env[catalogueSetting(name)];
    return {
      dir: given === undefined ? SAMPLE_CATALOGUE_DIRS[name] : path.resolve(given),
      unset: given === undefined,
      sample: isSampleCatalogue(name, given),
    };
  });
}

function buildConfig(c: z.infer<typeof ZConfig>, env: Record<string, string | undefined>): AppConfig {
  const catalogues = catalogueSettings(env);
  return {
    mode: c.KAVACH_MODE,
    host: c.HOST ?? (c.KAVACH_MODE === 'demo' ? '127.0.0.1' : '0.0.0.0'),
    support:
      c.SUPPORT_PHONE && c.SUPPORT_EMAIL
        ? { phone: c.SUPPORT_PHONE, email: c.SUPPORT_EMAIL, sample: false }
        : { ...SAMPLE_SUPPORT_CONTACTS, sample: true },
    port: c.PORT,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    migrationDatabaseUrl: c.MIGRATION_DATABASE_URL,
    publicBaseUrl: c.PUBLIC_BASE_URL ?? null,
    logLevel: c.LOG_LEVEL,
    webDistDir: path.resolve(c.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    catalogues,
    sampleCatalogues: tableOf(API_VERTICALS, (name) => catalogues[name].sample),
    quoteConnectorTimeoutMs: c.QUOTE_CONNECTOR_TIMEOUT_MS,
    mapTileUrl: c.MAP_TILE_URL === 'off' ? null : c.MAP_TILE_URL,
    quotesPerMinute: c.QUOTE_RATE_LIMIT_PER_MINUTE,
    quotesPerIpPerMinute: c.QUOTES_PER_IP_PER_MINUTE,
    sessionsPerIpPerHour: c.SESSIONS_PER_IP_PER_HOUR,
    journeysPerIpPerHour: c.JOURNEYS_PER_IP_PER_HOUR,
    registryLookupsPerSessionPerHour: c.REGISTRY_LOOKUPS_PER_SESSION_PER_HOUR,
    registryLookupsPerIpPerHour: c.REGISTRY_LOOKUPS_PER_IP_PER_HOUR,
    trustProxy: trustProxyOf(c.TRUST_PROXY),
    otpSendsPerIpPerHour: c.OTP_SENDS_PER_IP_PER_HOUR,
    otpVerifiesPerIpPerMinute: c.OTP_VERIFIES_PER_IP_PER_MINUTE,
    retentionDays: c.RETENTION_DAYS,
    ...brokerOf(c),
    appSecret: c.APP_SECRET,
    sms:
      c.SMS_PROVIDER === 'http' && c.SMS_HTTP_URL && c.SMS_HTTP_API_KEY
        ? { provider: 'http', url: c.SMS_HTTP_URL, apiKey: c.SMS_HTTP_API_KEY, senderId: c.SMS_SENDER_ID }
        : { provider: 'outbox' },
    email: emailOf(c),
    google: c.GOOGLE_CLIENT_ID ? { clientId: c.GOOGLE_CLIENT_ID, jwksUrl: c.GOOGLE_JWKS_URL } : null,
    ckyc:
      c.CKYC_PROVIDER === 'http' && c.CKYC_HTTP_URL && c.CKYC_HTTP_API_KEY
        ? { provider: 'http', url: c.CKYC_HTTP_URL, apiKey: c.CKYC_HTTP_API_KEY }
        : { provider: 'sandbox' },
    vehicleRegistry:
      c.VEHICLE_REGISTRY_PROVIDER === 'http' && c.VEHICLE_REGISTRY_HTTP_URL && c.VEHICLE_REGISTRY_HTTP_API_KEY
        ? { provider: 'http', url: c.VEHICLE_REGISTRY_HTTP_URL, apiKey: c.VEHICLE_REGISTRY_HTTP_API_KEY }
        : { provider: 'sandbox' },
    fileEncryptionKey: c.FILE_ENCRYPTION_KEY,
    payments:
      c.PAYMENT_PROVIDER === 'razorpay' &&
      c.RAZORPAY_KEY_ID &&
      c.RAZORPAY_KEY_SECRET &&
      c.RAZORPAY_WEBHOOK_SECRET &&
      c.PUBLIC_BASE_URL
        ? {
            provider: 'razorpay',
            apiBaseUrl: c.RAZORPAY_API_URL,
            checkoutUrl: c.RAZORPAY_CHECKOUT_URL,
            keyId: c.RAZORPAY_KEY_ID,
            keySecret: c.RAZORPAY_KEY_SECRET,
            webhookSecret: c.RAZORPAY_WEBHOOK_SECRET,
            callbackUrl: `${c.PUBLIC_BASE_URL.replace(/\/$/, '')}/v1/payments/razorpay/callback`,
          }
        : { provider: 'sandbox' },
    insurers:
      c.INSURER_CONNECTOR === 'http' && c.INSURERS_FILE
        ? { connector: 'http', file: path.resolve(c.INSURERS_FILE), timeoutMs: c.INSURER_TIMEOUT_MS }
        : { connector: 'sandbox', timeoutMs: c.INSURER_TIMEOUT_MS },
    storage: c.S3_BUCKET
      ? {
          provider: 's3',
          bucket: c.S3_BUCKET,
          region: c.S3_REGION,
          endpoint: c.S3_ENDPOINT,
          accessKeyId: c.S3_ACCESS_KEY_ID,
          secretAccessKey: c.S3_SECRET_ACCESS_KEY,
        }
      : { provider: 'local', root: path.join(path.resolve(c.DATA_DIR), 'objects') },
  };
}

function emailOf(c: z.infer<typeof ZConfig>): AppConfig['email'] {
  const provider = c.EMAIL_PROVIDER ?? (c.KAVACH_MODE === 'demo' ? 'outbox' : 'none');
  if (provider === 'smtp' && c.SMTP_HOST && c.EMAIL_FROM)
    return {
      provider,
      host: c.SMTP_HOST,
      port: c.SMTP_PORT,
      secure: c.SMTP_SECURE === 'true',
      user: c.SMTP_USER,
      password: c.SMTP_PASSWORD,
      from: c.EMAIL_FROM,
    };
  return { provider: provider === 'outbox' ? 'outbox' : 'none' };
}

/** The broker's disclosure from its settings, or the demo's sample; and which of them were left unset. */
function brokerOf(c: z.infer<typeof ZConfig>): { broker: TBrokerDisclosure; brokerUnset: string[] } {
  const unset = [...BROKER_REGISTRATION_SETTINGS, 'BROKER_REMUNERATION' as const].filter(
    (name) => c[name] === undefined,
  );
  const remuneration = c.BROKER_REMUNERATION ?? SAMPLE_BROKER_REMUNERATION;
  const {
    BROKER_NAME: name,
    BROKER_IRDAI_REGISTRATION: irdaiRegistration,
    BROKER_CATEGORY: category,
    BROKER_REGISTRATION_VALID_UNTIL: validUntil,
    BROKER_CIN: cin,
    BROKER_PRINCIPAL_OFFICER: principalOfficer,
    BROKER_GRIEVANCE_OFFICER_NAME: officer,
    BROKER_GRIEVANCE_OFFICER_EMAIL: email,
    BROKER_GRIEVANCE_OFFICER_PHONE: phone,
  } = c;
  // loadConfig refused a registration set in part, so either every field is here or none is.
  const broker =
    name && irdaiRegistration && category && validUntil && cin && principalOfficer && officer && email && phone
      ? {
          name,
          irdai_registration: irdaiRegistration,
          category,
          valid_until: validUntil,
          cin,
          principal_officer: principalOfficer,
          grievance_officer: { name: officer, email, phone },
          sample: false,
          remuneration,
        }
      : { ...SAMPLE_BROKER, sample: true, remuneration };
  return { broker, brokerUnset: unset };
}

/**
 * Which X-Forwarded-For entry is the client's. A proxy appends the address it saw to whatever the client sent, so
 * only the entries written by our own proxies are true: `true` or a number N believes N proxies (`true` = 1) and takes
 * the address the outermost one saw — never "every entry", which would take the left-most, written by the client
 * (Fastify's `trustProxy: true`), and let it pick its own address past every per-address limit. Addresses or CIDRs
 * name the proxies instead.
 */
function trustProxyOf(value: string | undefined): false | number | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((a) => a.trim());
}
