import type { SmsProvider } from './sms-provider.ts';

/**
 * A transactional SMS gateway over HTTPS (the common shape of Indian DLT-registered gateways): a JSON POST
 * with the sender id, the number with country code and the text, authorised by an API key header.
 */
export function createHttpSmsProvider(opts: {
  url: string;
  apiKey: string;
  senderId: string;
  fetchImpl?: typeof fetch;
}): SmsProvider {
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    id: 'http',
    async send({ to, text }) {
      const res = await doFetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}` },
        body: JSON.stringify({ sender: opts.senderId, to: `+91${to}`, message: text }),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
