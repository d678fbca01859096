import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { EmailSender } from './email-sender.ts';
import { createOutboxEmailSender } from './outbox.ts';

export type { EmailSender };

/**
 * The one place a sender is chosen. A demo keeps e-mail in its outbox; production has no sender yet, and a message
 * that cannot be sent is refused (503) rather than kept where nobody reads it.
 */
export function createEmailSender(mode: 'demo' | 'production', db: Database, log: FastifyBaseLogger): EmailSender {
  if (mode === 'demo') return createOutboxEmailSender(db, log);
  return {
    id: 'none',
    send: () =>
      Promise.reject(
        new AppError('SERVICE_UNAVAILABLE', 'This installation cannot send e-mail yet, so it cannot invite staff'),
      ),
  };
}
