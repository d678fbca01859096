import type { App } from '../src/app.ts';

/** Pays on the sandbox card page as a buyer would: GET the page, POST the card form, follow nothing. */
export async function payOnSandbox(app: App, paymentUrl: string, card: string) {
  const page = await app.inject({ method: 'GET', url: paymentUrl });
  if (page.statusCode !== 200) throw new Error(`card page answered ${page.statusCode}`);
  const form = new URLSearchParams({
    card_name: 'Rahul Kulkarni',
    card_number: card,
    expiry: '12/39',
    cvv: '123',
    action: 'pay',
  });
  return app.inject({
    method: 'POST',
    url: paymentUrl,
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export const returnParams = (location: string) => Object.fromEntries(new URL(location, 'http://x').searchParams);
