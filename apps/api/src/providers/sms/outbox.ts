import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema.ts';
import { maskPersonalData } from '../../lib/mask.ts';
import type { SmsProvider } from './sms-provider.ts';

/**
 * docs/decisions.md §1: the sandbox SMS provider. Nothing leaves the machine; the message is stored (readable at
 * /v1/dev/outbox outside production) and logged with the mobile masked.
 */
export function createOutboxSmsProvider(db: Database, log: FastifyBaseLogger): SmsProvider {
  return {
    id: 'outbox',
    async send({ to, text }) {
      await db.insert(smsOutbox).values({ recipient: to, body: text });
      log.info({ sms: { to: maskPersonalData(to), text } }, 'sandbox SMS kept in the outbox');
    },
  };
}
