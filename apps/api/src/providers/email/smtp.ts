import nodemailer from 'nodemailer';
import type { EmailSender } from './email-sender.ts';
import { RecipientRefused } from './email-sender.ts';

export type SmtpOptions = {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  /** The From address, the broker's own: "Kavach <policies@broker.in>". */
  from: string;
};

/**
 * E-mail through the operator's mail server (SMTP, nodemailer). A permanent refusal of the recipient (5xx) is a
 * bounce, thrown as RecipientRefused; anything else (the server down, a 4xx) is a failure worth retrying.
 */
export function createSmtpEmailSender(opts: SmtpOptions): EmailSender {
  const transport = nodemailer.createTransport({
    host: opts.host,
    port: opts.port,
    secure: opts.secure,
    ...(opts.user && opts.password ? { auth: { user: opts.user, pass: opts.password } } : {}),
    connectionTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    id: 'smtp',
    async send({ to, subject, text }) {
      try {
        await transport.sendMail({ from: opts.from, to, subject, text });
      } catch (err) {
        const code = err instanceof Error && 'responseCode' in err ? Number(err.responseCode) : NaN;
        if (code >= 500 && code < 600) throw new RecipientRefused(`the mail server refused the recipient (${code})`);
        throw err;
      }
    },
  };
}
