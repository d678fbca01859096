import type { App } from '../src/app.ts';
import { documentPdfBytes, pngBytes } from './files.ts';
import type { BuyerJourney } from './test-app.ts';

type Headers = Record<string, string>;

// The three calls a browser makes for one KYC file, each answered as it comes so tests can assert on refusals.

/** POST generate-presign-put-url: a signed PUT URL for one document of the journey. */
export const presignKyc = (app: App, j: BuyerJourney, docType: string, mime = 'IMAGE_PNG') =>
  app.inject({
    method: 'POST',
    url: '/v1/utility/generate-presign-put-url',
    headers: j.headers,
    payload: {
      journey_id: j.journeyId,
      doc_name: `${docType}.file`,
      purpose_code: 'KYC',
      doc_type: docType,
      mime_type: mime,
    },
  });

/** The browser's PUT of the bytes to the signed URL (no session: the signature is the capability). */
export const putSigned = (app: App, url: string, body: Buffer, contentType = 'image/png') =>
  app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

export const processUpload = (app: App, headers: Headers, uploadId: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/utility/process-upload',
    headers,
    payload: { upload_reference_id: uploadId },
  });

export const uploadContent = (app: App, headers: Headers, uploadId: string) =>
  app.inject({ method: 'GET', url: `/v1/utility/uploads/${uploadId}/content`, headers });

/** Which document, its bytes, the type the slot is signed for and the PUT's content type: a PNG PAN unless named. */
export type KycFile = [docType?: string, body?: Buffer, mime?: string, contentType?: string];

/** A file presigned and PUT, each answered 200, not yet processed. Answers its upload id. */
export async function storeKycFile(app: App, j: BuyerJourney, ...file: KycFile): Promise<string> {
  const [docType = 'PAN', body = pngBytes(), mime = 'IMAGE_PNG', contentType = 'image/png'] = file;
  const slot = await presignKyc(app, j, docType, mime);
  if (slot.statusCode !== 200) throw new Error(`presign answered ${slot.statusCode}: ${slot.body}`);
  const put = await putSigned(app, slot.json().pre_signed_url, body, contentType);
  if (put.statusCode !== 200) throw new Error(`the signed PUT answered ${put.statusCode}: ${put.body}`);
  return slot.json().upload_reference_id as string;
}

/** A file uploaded as the browser does it: presign, PUT, process. Answers process-upload's response. */
export async function uploadKycFile(app: App, j: BuyerJourney, ...file: KycFile) {
  return processUpload(app, j.headers, await storeKycFile(app, j, ...file));
}

/** Term's income proof uploaded and processed as a one-page PDF (documentPdfBytes). Answers the upload id. */
export async function uploadIncomeProof(app: App, headers: Headers, journeyId: string): Promise<string> {
  const id = await storeKycFile(
    app,
    { headers, journeyId },
    'INCOME_PROOF',
    documentPdfBytes(),
    'APPLICATION_PDF',
    'application/pdf',
  );
  const processed = await processUpload(app, headers, id);
  if (processed.statusCode !== 200)
    throw new Error(`process-upload answered ${processed.statusCode}: ${processed.body}`);
  return id;
}

/** A PNG uploaded and processed (process-upload must answer 200). Answers the upload id. */
export async function uploadKycPng(app: App, headers: Headers, journeyId: string, docType = 'PAN'): Promise<string> {
  const id = await storeKycFile(app, { headers, journeyId }, docType);
  const processed = await processUpload(app, headers, id);
  if (processed.statusCode !== 200)
    throw new Error(`process-upload answered ${processed.statusCode}: ${processed.body}`);
  return id;
}
