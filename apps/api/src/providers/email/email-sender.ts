/**
 * Sends one e-mail. Providers: `outbox` (a demo: kept in the database, read at /v1/dev/outbox, never sent), `smtp`
 * (a mail server, through nodemailer) and `none` (production without a mail server: it refuses, so nothing pretends
 * to have been sent).
 */
export interface EmailSender {
  readonly id: 'outbox' | 'smtp' | 'none';
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/**
 * The mail server refused the recipient for good (an SMTP 5xx): trying again cannot help, so the address is marked
 * bounced (modules/notices) rather than retried.
 */
export class RecipientRefused extends Error {}
