import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpServer } from '../../../test/smtp-fixture.ts';
import { RecipientRefused } from './email-sender.ts';
import { createSmtpEmailSender } from './smtp.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let sender: ReturnType<typeof createSmtpEmailSender>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  sender = createSmtpEmailSender({
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    user: undefined,
    password: undefined,
    from: 'Kavach <policies@broker.example.in>',
  });
});
afterAll(() => smtp.stop());

it('hands the message to the mail server from the broker’s address, with its subject and text', async () => {
  await sender.send({ to: 'rahul@example.in', subject: 'Your policy is issued', text: 'Cover runs from 1 Dec.' });
  const mail = smtp.received.at(-1);
  expect([mail?.from, mail?.to]).toEqual(['policies@broker.example.in', ['rahul@example.in']]);
  expect(mail?.raw).toContain('Subject: Your policy is issued');
  expect(mail?.raw).toContain('Cover runs from 1 Dec.');
});

it('calls a recipient the server refuses for good a bounce, and one refused for now a failure to retry', async () => {
  const before = smtp.received.length;
  await expect(sender.send({ to: 'bounce@example.in', subject: 's', text: 't' })).rejects.toBeInstanceOf(
    RecipientRefused,
  );
  const busy = sender.send({ to: 'busy@example.in', subject: 's', text: 't' });
  await expect(busy).rejects.toThrow();
  await expect(busy).rejects.not.toBeInstanceOf(RecipientRefused);
  expect(smtp.received.length).toBe(before);
});
