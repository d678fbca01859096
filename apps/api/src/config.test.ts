import { describe, expect, it } from 'vitest';
import { SAMPLE_CATALOGUE_DIRS } from './catalogue/sample-catalogues.ts';
import { OPERATOR_SETTINGS } from '../test/operator-settings.ts';
import { ConfigError, loadConfig } from './config.ts';

// Every production counterpart configured: what an operator sets for real traffic.
const PRODUCTION = {
  KAVACH_MODE: 'production',
  APP_SECRET: 'production-secret-production-secret-0123',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example.in/send',
  SMS_HTTP_API_KEY: 'sms-key',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'rzp-secret',
  RAZORPAY_WEBHOOK_SECRET: 'rzp-webhook',
  PUBLIC_BASE_URL: 'https://kavach.example.in',
  CKYC_PROVIDER: 'http',
  CKYC_HTTP_URL: 'https://ckyc.example.in/search',
  CKYC_HTTP_API_KEY: 'ckyc-key',
  VEHICLE_REGISTRY_PROVIDER: 'http',
  VEHICLE_REGISTRY_HTTP_URL: 'https://vahan-partner.example.in/registrations',
  VEHICLE_REGISTRY_HTTP_API_KEY: 'registry-key',
  INSURER_CONNECTOR: 'http',
  INSURERS_FILE: '/srv/kavach/insurers.json',
  // The operator's own catalogues (config reads no file; the app validates them at start).
  HEALTH_CATALOGUE_DIR: '/srv/kavach/catalogue/health',
  TERM_CATALOGUE_DIR: '/srv/kavach/catalogue/term',
  MOTOR_CATALOGUE_DIR: '/srv/kavach/catalogue/motor',
  ...OPERATOR_SETTINGS,
};

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  throw new Error('the configuration was accepted');
};

describe('KAVACH_MODE', () => {
  it('is demo when unset, with every sandbox part allowed', () => {
    const config = loadConfig({});
    expect(config.mode).toBe('demo');
    expect([config.sms.provider, config.payments.provider, config.ckyc.provider, config.appSecret]).toEqual([
      'outbox',
      'sandbox',
      'sandbox',
      undefined,
    ]);
  });

  it('production starts when every demo part is replaced', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.mode).toBe('production');
    expect([config.sms.provider, config.payments.provider, config.ckyc.provider]).toEqual(['http', 'razorpay', 'http']);
  });

  it('production with nothing else set is refused in one error naming every demo part', () => {
    const message = refusal({ KAVACH_MODE: 'production' });
    expect(message).toContain('KAVACH_MODE=production refuses to start');
    expect(message).toContain('SMS_PROVIDER=outbox: the SMS outbox');
    expect(message).toContain('PAYMENT_PROVIDER=sandbox: the sandbox payment gateway');
    expect(message).toContain('CKYC_PROVIDER=sandbox: sandbox CKYC');
    expect(message).toContain('INSURER_CONNECTOR=sandbox: the sandbox insurer underwrites by made-up rules');
    expect(message).toContain('APP_SECRET unset: a secret generated into');
    expect(message).toContain(
      'BROKER_NAME, BROKER_IRDAI_REGISTRATION, BROKER_CATEGORY, BROKER_REGISTRATION_VALID_UNTIL, BROKER_CIN, ' +
        'BROKER_PRINCIPAL_OFFICER, BROKER_GRIEVANCE_OFFICER_NAME, BROKER_GRIEVANCE_OFFICER_EMAIL, ' +
        'BROKER_GRIEVANCE_OFFICER_PHONE, BROKER_REMUNERATION unset: the footer, schedules and proposals would show a ' +
        'made-up IRDAI registration',
    );
    for (const variable of ['HEALTH', 'TERM', 'MOTOR'])
      expect(message).toContain(
        `${variable}_CATALOGUE_DIR unset: ${variable.toLowerCase()} premiums would come from the bundled sample`,
      );
  });

  it.each([
    ['the SMS outbox', { SMS_PROVIDER: 'outbox' }, 'SMS_PROVIDER=outbox'],
    ['the sandbox payment gateway', { PAYMENT_PROVIDER: 'sandbox' }, 'PAYMENT_PROVIDER=sandbox'],
    ['sandbox CKYC', { CKYC_PROVIDER: 'sandbox' }, 'CKYC_PROVIDER=sandbox'],
    ['the sandbox vehicle registry', { VEHICLE_REGISTRY_PROVIDER: 'sandbox' }, 'VEHICLE_REGISTRY_PROVIDER=sandbox'],
    ['the sandbox insurer', { INSURER_CONNECTOR: 'sandbox' }, 'INSURER_CONNECTOR=sandbox'],
    ['the generated APP_SECRET', { APP_SECRET: '' }, 'APP_SECRET unset'],
    ['the sample health catalogue', { HEALTH_CATALOGUE_DIR: '' }, 'HEALTH_CATALOGUE_DIR unset'],
    ['the sample term catalogue', { TERM_CATALOGUE_DIR: '' }, 'TERM_CATALOGUE_DIR unset'],
    ['the sample motor catalogue', { MOTOR_CATALOGUE_DIR: '' }, 'MOTOR_CATALOGUE_DIR unset'],
    [
      'a broker registration without its CIN',
      { BROKER_CIN: '' },
      "broker's registration is set in part: set BROKER_CIN",
    ],
    [
      'a broker registration without its grievance officer',
      { BROKER_GRIEVANCE_OFFICER_EMAIL: '', BROKER_GRIEVANCE_OFFICER_PHONE: '' },
      'set BROKER_GRIEVANCE_OFFICER_EMAIL, BROKER_GRIEVANCE_OFFICER_PHONE too',
    ],
    [
      'the sample sentence on how the broker is paid',
      { BROKER_REMUNERATION: '' },
      "BROKER_REMUNERATION unset: the sample sentence on how the broker is paid would be shown as the broker's own",
    ],
    [
      'a broker registration that has lapsed',
      { BROKER_REGISTRATION_VALID_UNTIL: '2024-03-31' },
      'BROKER_REGISTRATION_VALID_UNTIL 2024-03-31 has passed',
    ],
    [
      'the sample term catalogue named by its folder',
      { TERM_CATALOGUE_DIR: `${SAMPLE_CATALOGUE_DIRS.term}/../term/` },
      'TERM_CATALOGUE_DIR is the bundled sample',
    ],
  ])('production refuses %s alone, and names only it', (_part, change, named) => {
    const message = refusal({ ...PRODUCTION, ...change });
    const namedLines = message.split('\n').slice(1);
    expect(namedLines).toHaveLength(1);
    expect(namedLines[0]).toContain(named);
  });

  it('refuses an http insurer connector that names no insurers file', () => {
    expect(refusal({ INSURER_CONNECTOR: 'http' })).toContain('INSURER_CONNECTOR=http needs INSURERS_FILE');
  });

  it('listens on this machine only in a demo unless HOST opens it, and on every interface in production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(PRODUCTION).host).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it("shows the operator's help desk once both SUPPORT_* are set, and production refuses the demo's sample", () => {
    expect(loadConfig({}).support).toEqual({ phone: '1800 000 0000', email: 'support@example.in', sample: true });
    expect(loadConfig({ SUPPORT_PHONE: '1800 222 3344' }).support.sample).toBe(true);
    expect(loadConfig(PRODUCTION).support).toEqual({
      phone: '1800 222 3344',
      email: 'help@suraksha.example.in',
      sample: false,
    });
    const { SUPPORT_EMAIL: _, ...withoutEmail } = PRODUCTION;
    expect(refusal(withoutEmail)).toContain('SUPPORT_PHONE or SUPPORT_EMAIL unset');
    expect(refusal({ SUPPORT_EMAIL: 'not an address' })).toContain('SUPPORT_EMAIL');
  });

  it('refuses a mode it does not know', () => {
    expect(refusal({ KAVACH_MODE: 'staging' })).toContain('KAVACH_MODE');
  });

  it('NODE_ENV decides nothing: NODE_ENV=production alone is still a demo', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).mode).toBe('demo');
  });
});

describe("the broker's registration", () => {
  it('is the marked sample in a demo without the settings, with the sample sentence on how it is paid', () => {
    const { broker } = loadConfig({});
    expect(broker).toMatchObject({ sample: true, irdai_registration: 'SAMPLE-000' });
    expect(broker.remuneration).toContain('paid a commission by the insurer');
  });

  it("is the operator's own once set, in a demo too", () => {
    const { broker } = loadConfig({ ...PRODUCTION, KAVACH_MODE: 'demo' });
    expect(broker).toEqual({
      name: 'Suraksha Insurance Brokers Pvt Ltd',
      irdai_registration: 'IRDAI/DB 999/2024',
      category: 'Direct Broker (General & Life)',
      valid_until: '2099-03-31',
      cin: 'U66000MH2024PTC123456',
      principal_officer: 'Meera Iyer',
      grievance_officer: { name: 'Arjun Rao', email: 'grievance@suraksha.example.in', phone: '022 4000 1234' },
      sample: false,
      remuneration:
        'We are paid a commission by the insurer on each policy; your premium is the same as buying direct.',
    });
  });

  it('refuses a CIN, an e-mail or a date that is not one, naming each setting', () => {
    const message = refusal({
      ...PRODUCTION,
      BROKER_CIN: 'U66000',
      BROKER_GRIEVANCE_OFFICER_EMAIL: 'grievance at suraksha',
      BROKER_REGISTRATION_VALID_UNTIL: '31/03/2099',
    });
    for (const name of ['BROKER_CIN', 'BROKER_GRIEVANCE_OFFICER_EMAIL', 'BROKER_REGISTRATION_VALID_UNTIL'])
      expect(message).toContain(`  ${name}: `);
  });
});

describe('CKYC_PROVIDER', () => {
  it('http needs its URL and API key, and says so beside other missing settings', () => {
    const message = refusal({ CKYC_PROVIDER: 'http', SMS_PROVIDER: 'http' });
    expect(message).toContain('CKYC_PROVIDER=http needs CKYC_HTTP_URL and CKYC_HTTP_API_KEY');
    expect(message).toContain('SMS_PROVIDER=http needs SMS_HTTP_URL and SMS_HTTP_API_KEY');
  });

  it('http with both is the http adapter', () => {
    expect(
      loadConfig({ CKYC_PROVIDER: 'http', CKYC_HTTP_URL: 'https://ckyc.example.in/search', CKYC_HTTP_API_KEY: 'k' })
        .ckyc,
    ).toEqual({ provider: 'http', url: 'https://ckyc.example.in/search', apiKey: 'k' });
  });
});

describe('EMAIL_PROVIDER', () => {
  it('is the outbox in a demo and none in production when unset', () => {
    expect(loadConfig({}).email).toEqual({ provider: 'outbox' });
    expect(loadConfig(PRODUCTION).email).toEqual({ provider: 'none' });
  });

  it('smtp needs a host and a From address; production refuses the outbox', () => {
    expect(refusal({ EMAIL_PROVIDER: 'smtp' })).toContain('EMAIL_PROVIDER=smtp needs SMTP_HOST and EMAIL_FROM');
    expect(refusal({ ...PRODUCTION, EMAIL_PROVIDER: 'outbox' })).toContain('EMAIL_PROVIDER=outbox keeps e-mail unsent');
  });

  it('smtp with its settings is the mail server, STARTTLS on 587 unless SMTP_SECURE', () => {
    const smtp = { EMAIL_PROVIDER: 'smtp', SMTP_HOST: 'smtp.broker.in', EMAIL_FROM: 'Kavach <policies@broker.in>' };
    expect(loadConfig({ ...PRODUCTION, ...smtp, SMTP_USER: 'kavach', SMTP_PASSWORD: 'pw' }).email).toEqual({
      provider: 'smtp',
      host: 'smtp.broker.in',
      port: 587,
      secure: false,
      user: 'kavach',
      password: 'pw',
      from: 'Kavach <policies@broker.in>',
    });
    expect(loadConfig({ ...smtp, SMTP_PORT: '465', SMTP_SECURE: 'true' }).email).toMatchObject({
      port: 465,
      secure: true,
    });
  });
});

describe('sample catalogues', () => {
  it('are told apart per vertical: replacing health leaves term and motor on the bundled samples', () => {
    expect(loadConfig({ HEALTH_CATALOGUE_DIR: '/srv/kavach/catalogue/health' }).sampleCatalogues).toEqual({
      health: false,
      term: true,
      motor: true,
    });
  });

  it('count a setting that names the bundled folder as the sample', () => {
    expect(loadConfig({ MOTOR_CATALOGUE_DIR: SAMPLE_CATALOGUE_DIRS.motor }).sampleCatalogues.motor).toBe(true);
  });
});
