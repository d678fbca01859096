import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import { jpegBytes, pngBytes } from './files.ts';
import { uploadKycFile } from './kyc-fixtures.ts';
import { staffAccount, staffSignIn } from './ops-fixtures.ts';
import { readyToPayJourney } from './proposal-fixtures.ts';
import type { BuyerJourney } from './test-app.ts';

/** The sandbox CKYC registry does not find this PAN (fifth letter not K): the KYC rests on documents. */
export const DOCUMENT_KYC_PAN = 'ABCDE1234F';

/** Aadhaar front and back and a selfie, each processed: a document KYC complete for staff to review. */
export async function uploadReviewDocuments(app: App, j: BuyerJourney): Promise<void> {
  for (const doc of ['AADHAAR_FRONT', 'AADHAAR_BACK'])
    expect((await uploadKycFile(app, j, doc, pngBytes(), 'IMAGE_PNG', 'image/png')).statusCode).toBe(200);
  expect((await uploadKycFile(app, j, 'PROPOSER_IMAGE', jpegBytes(), 'IMAGE_JPEG', 'image/jpeg')).statusCode).toBe(200);
}

/** A health journey whose KYC rests on documents, read once by the buyer's KYC screen: in the staff's queue. */
export async function documentKycJourney(app: App): Promise<BuyerJourney> {
  const j = await readyToPayJourney(app, DOCUMENT_KYC_PAN);
  await uploadReviewDocuments(app, j);
  const kyc = await app.inject({
    method: 'GET',
    url: `/v1/health/journey/kyc-status/${j.journeyId}`,
    headers: j.headers,
  });
  expect(kyc.json().kyc_status).toBe('UNDER_REVIEW');
  return j;
}

/** Confirms a health journey and opens its payment: the attempt's id and the card page's address. */
export async function confirmAndOpen(app: App, j: BuyerJourney) {
  const post = (url: string) =>
    app.inject({ method: 'POST', url, headers: j.headers, payload: { journey_id: j.journeyId } });
  expect((await post('/v1/health/journey/confirmation')).statusCode).toBe(200);
  const pay = await post('/v1/health/payments/initiate');
  expect(pay.statusCode).toBe(200);
  return pay.json() as { payment_attempt_id: string; payment_url: string };
}

/**
 * Staff read the journey's documents and approve them (a term income proof, say) before the buyer confirms, as the
 * buyer's KYC screen queued them: its policy is then issued as soon as it is paid.
 */
export async function approvedByStaff(app: App, j: BuyerJourney, journeyApi = 'termlife'): Promise<void> {
  const kyc = await app.inject({
    method: 'GET',
    url: `/v1/${journeyApi}/journey/kyc-status/${j.journeyId}`,
    headers: j.headers,
  });
  expect(kyc.json().kyc_status).toBe('UNDER_REVIEW');
  const staff = await staffSignIn(app, await staffAccount(app, 'ops'));
  const item = await app.inject({ method: 'GET', url: `/v1/ops/kyc-reviews/${j.journeyId}`, headers: staff });
  const approved = await app.inject({
    method: 'POST',
    url: `/v1/ops/kyc-reviews/${j.journeyId}/approve`,
    headers: staff,
    payload: { upload_ids: (item.json().documents as { upload_id: string }[]).map((d) => d.upload_id) },
  });
  expect(approved.statusCode).toBe(200);
}
