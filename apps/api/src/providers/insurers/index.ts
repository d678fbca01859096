import fs from 'node:fs';
import { z } from 'zod';
import { ConfigError, type AppConfig } from '../../config.ts';
import { hmacHex } from '../payments/payment-provider.ts';
import { createHttpPolicyConnector } from './http.ts';
import type { PolicyConnector } from './policy-connector.ts';

export type { PolicyConnector };

/** Each sandbox insurer's own API key and callback secret, derived from the app secret and its id. */
export type SandboxInsurerKeys = (insurerId: string) => { apiKey: string; callbackSecret: string };

const ZInsurersFile = z.record(
  z.string().regex(/^[a-z0-9-]{1,40}$/),
  z.object({ url: z.url(), api_key: z.string().min(1), callback_secret: z.string().min(16) }),
);

/**
 * One policy connector per catalogue insurer, by INSURER_CONNECTOR (docs/insurers.md): the sandbox insurer's routes
 * in this process, reached over HTTP at `ownOrigin` once the server listens; or each insurer's API as INSURERS_FILE
 * names it, where a catalogue insurer the file leaves out stops the start.
 */
export function createPolicyConnectors(
  config: AppConfig['insurers'],
  appSecret: string,
  insurerIds: readonly string[],
  ownOrigin: () => string | null,
): { byInsurer: ReadonlyMap<string, PolicyConnector>; sandboxKeys: SandboxInsurerKeys } {
  const sandboxKeys: SandboxInsurerKeys = (insurerId) => ({
    apiKey: hmacHex(appSecret, `sandbox-insurer|api|${insurerId}`),
    callbackSecret: hmacHex(appSecret, `sandbox-insurer|callback|${insurerId}`),
  });
  if (config.connector === 'sandbox') {
    const byInsurer = new Map(
      insurerIds.map((insurerId) => [
        insurerId,
        createHttpPolicyConnector({
          insurerId,
          kind: 'sandbox',
          baseUrl: () => {
            const origin = ownOrigin();
            return origin ? `${origin}/sandbox-insurer/${insurerId}` : null;
          },
          ...sandboxKeys(insurerId),
          timeoutMs: config.timeoutMs,
        }),
      ]),
    );
    return { byInsurer, sandboxKeys };
  }
  const parsed = ZInsurersFile.safeParse(readJson(config.file));
  if (!parsed.success)
    throw new ConfigError(
      `INSURERS_FILE ${config.file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const missing = insurerIds.filter((id) => !parsed.data[id]);
  if (missing.length > 0)
    throw new ConfigError(
      `INSURERS_FILE ${config.file} names no API for these catalogue insurers: ${missing.join(', ')}`,
    );
  const byInsurer = new Map(
    insurerIds.map((insurerId) => {
      const entry = parsed.data[insurerId];
      if (!entry) throw new ConfigError(`INSURERS_FILE names no API for ${insurerId}`);
      return [
        insurerId,
        createHttpPolicyConnector({
          insurerId,
          kind: 'http',
          baseUrl: entry.url,
          apiKey: entry.api_key,
          callbackSecret: entry.callback_secret,
          timeoutMs: config.timeoutMs,
        }),
      ] as const;
    }),
  );
  return { byInsurer, sandboxKeys };
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ConfigError(
      `INSURERS_FILE ${file} does not read as JSON: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}
