/**
 * Sends one e-mail. Providers: `outbox` (a demo: kept in the database, read at /v1/dev/outbox, never sent) and
 * `none` (production until a real sender exists: it refuses, so nothing pretends to have been sent). A real sender
 * (SMTP) implements the same method.
 */
export interface EmailSender {
  readonly id: 'outbox' | 'none';
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}
