import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { EmailSender } from './email-sender.ts';
import { createOutboxEmailSender } from './outbox.ts';
import { createSmtpEmailSender } from './smtp.ts';

export type { EmailSender };
export { RecipientRefused } from './email-sender.ts';

/**
 * The one place a sender is chosen, from config (EMAIL_PROVIDER). Without a mail server a message that cannot be sent
 * is refused (503) rather than kept where nobody reads it.
 */
export function createEmailSender(config: AppConfig['email'], db: Database, log: FastifyBaseLogger): EmailSender {
  if (config.provider === 'outbox') return createOutboxEmailSender(db, log);
  if (config.provider === 'smtp') return createSmtpEmailSender(config);
  return {
    id: 'none',
    send: () =>
      Promise.reject(
        new AppError('SERVICE_UNAVAILABLE', 'This installation has no mail server, so it cannot send e-mail'),
      ),
  };
}
