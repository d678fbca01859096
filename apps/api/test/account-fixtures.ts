import type { App } from '../src/app.ts';
import { pngBytes } from './files.ts';
import { quoteAndWait, quoteRequest } from './health-fixtures.ts';
import { payOnSandbox } from './payments.ts';

type Headers = Record<string, string>;

function ok(res: { statusCode: number; body: string; json: () => any }, what: string) {
  if (res.statusCode !== 200) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** A KYC file uploaded and processed as the browser does it: presign, PUT a real PNG, process. Answers the upload id. */
export async function uploadKycPng(app: App, headers: Headers, journeyId: string, docType = 'PAN'): Promise<string> {
  const presigned = await ok(
    await app.inject({
      method: 'POST',
      url: '/v1/utility/generate-presign-put-url',
      headers,
      payload: {
        journey_id: journeyId,
        doc_name: `${docType}.png`,
        purpose_code: 'KYC',
        doc_type: docType,
        mime_type: 'IMAGE_PNG',
      },
    }),
    'presign',
  );
  await app.inject({
    method: 'PUT',
    url: presigned.pre_signed_url,
    payload: pngBytes(),
    headers: { 'content-type': 'image/png' },
  });
  await ok(
    await app.inject({
      method: 'POST',
      url: '/v1/utility/process-upload',
      headers,
      payload: { upload_reference_id: presigned.upload_reference_id },
    }),
    'process-upload',
  );
  return presigned.upload_reference_id;
}

/** Confirmation and a payment with the sandbox success card: the journey gets its policy. */
export async function payWithSuccessCard(app: App, headers: Headers, journeyId: string): Promise<void> {
  await ok(
    await app.inject({
      method: 'POST',
      url: '/v1/health/journey/confirmation',
      headers,
      payload: { journey_id: journeyId },
    }),
    'confirmation',
  );
  const attempt = await ok(
    await app.inject({
      method: 'POST',
      url: '/v1/health/payments/initiate',
      headers,
      payload: { journey_id: journeyId },
    }),
    'initiate',
  );
  await payOnSandbox(app, attempt.payment_url, '4111 1111 1111 1111');
}

/** A further journey (one adult, any plan) started by this session. Answers its id. */
export async function startJourney(app: App, headers: Headers): Promise<string> {
  const list = await quoteAndWait(app, quoteRequest(), headers);
  const quote = list.quotation_list[0];
  const started = await ok(
    await app.inject({
      method: 'POST',
      url: '/v1/health/journey/initiate-journey',
      headers,
      payload: { quote_id: quote.quote_id, plan_id: quote.plan_id, insurer_id: quote.insurer_id },
    }),
    'initiate-journey',
  );
  return started.journey_id as string;
}
