import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';
import { maskPersonalData } from '../../lib/mask.ts';
import type { EmailSender } from './email-sender.ts';

/**
 * docs/decisions.md §1: the demo's e-mail, as the SMS outbox is its text messages. Nothing leaves the machine; the
 * message is stored (readable at /v1/dev/outbox outside production). The log names the recipient masked and the
 * subject only: a message may carry a one-time link.
 */
export function createOutboxEmailSender(db: Database, log: FastifyBaseLogger): EmailSender {
  return {
    id: 'outbox',
    async send({ to, subject, text }) {
      await db.insert(emailOutbox).values({ recipient: to, subject, body: text });
      log.info({ email: { to: maskPersonalData(to), subject } }, 'sandbox e-mail kept in the outbox');
    },
  };
}
