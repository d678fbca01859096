/** Sends one text message. Providers: `outbox` (sandbox: kept and logged) and `http` (a gateway's REST API). */
export interface SmsProvider {
  readonly id: 'outbox' | 'http';
  send(message: { to: string; text: string }): Promise<void>;
}
