import { eq } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { paymentAttempts } from '../src/db/schema.ts';
import { quoteAndWait, quoteRequest } from './health-fixtures.ts';
import { payOnSandbox, SUCCESS_CARD } from './payments.ts';

type Headers = Record<string, string>;

/** A POST that must answer 200 (set-up, not the thing under test). Answers its body. */
async function postOk(app: App, headers: Headers, url: string, payload: object) {
  const res = await app.inject({ method: 'POST', url, headers, payload });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** Confirmation and a payment with the sandbox success card: the journey gets its policy. Answers the attempt id. */
export async function payWithSuccessCard(app: App, headers: Headers, journeyId: string): Promise<string> {
  await postOk(app, headers, '/v1/health/journey/confirmation', { journey_id: journeyId });
  const attempt = await postOk(app, headers, '/v1/health/payments/initiate', { journey_id: journeyId });
  await payOnSandbox(app, attempt.payment_url, SUCCESS_CARD);
  return attempt.payment_attempt_id as string;
}

/** A further journey (one adult, any plan) started by this session. Answers its id. */
export async function startJourney(app: App, headers: Headers): Promise<string> {
  const list = await quoteAndWait(app, quoteRequest(), headers);
  const quote = list.quotation_list[0];
  const started = await postOk(app, headers, '/v1/health/journey/initiate-journey', {
    quote_id: quote.quote_id,
    plan_id: quote.plan_id,
    insurer_id: quote.insurer_id,
  });
  return started.journey_id as string;
}

/** The statuses of a journey's payment attempts, as stored: what erasure and retention must leave alone. */
export async function attemptStatuses(db: DatabaseHandle['db'], journeyId: string): Promise<string[]> {
  const rows = await db
    .select({ status: paymentAttempts.status })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.journeyId, journeyId));
  return rows.map((r) => r.status);
}
