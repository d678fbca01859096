import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createHttpSmsProvider } from './http.ts';
import { createOutboxSmsProvider } from './outbox.ts';
import type { SmsProvider } from './sms-provider.ts';

export type { SmsProvider };

/** The one place a provider is chosen, from config (ARCHITECTURE.md: providers behind small interfaces). */
export function createSmsProvider(config: AppConfig['sms'], db: Database, log: FastifyBaseLogger): SmsProvider {
  return config.provider === 'http' ? createHttpSmsProvider(config) : createOutboxSmsProvider(db, log);
}
