import { expect, it } from 'vitest';
import { describeWithApp, newSession, type TestContext } from '../../../test/test-app.ts';
import { expectFieldRefused } from '../../../test/refusals.ts';
import { jpegBytes, pdfBytes, pngBytes } from '../../../test/files.ts';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { MESSAGES } from '@kavach/domain';
import { journeyWithPan as journeyWithPanFixture, readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { presignKyc, processUpload, putSigned, uploadContent, uploadKycFile } from '../../../test/kyc-fixtures.ts';

type Headers = Record<string, string>;

const journeyWithPan = (ctx: () => TestContext, pan: string) => journeyWithPanFixture(ctx().app, pan);

const status = async (ctx: () => TestContext, headers: Headers, journeyId: string) =>
  (await ctx().app.inject({ method: 'GET', url: `/v1/health/journey/kyc-status/${journeyId}`, headers })).json();

describeWithApp('KYC uploads and status', (ctx) => {
  // The sandbox registry finds a PAN whose fifth letter is K (providers/ckyc/sandbox.ts).
  it.each([
    ['found in the CKYC registry completes KYC at once', 'ABCDK1234F', 'SUCCESS', 'SUCCESS'],
    ['not in the registry waits for documents', 'ABCDE1234F', 'PENDING', 'PENDING'],
  ])('a PAN %s, before any upload', async (_, pan, ckyc, kyc) => {
    const j = await journeyWithPan(ctx, pan);
    expect(await status(ctx, j.headers, j.journeyId)).toEqual({
      ckyc_status: ckyc,
      ovd_status: 'PENDING',
      kyc_status: kyc,
      rejection: null,
      documents: [],
    });
  });

  it('accepts a real PNG and PDF, and statuses move as documents cover address, identity and the selfie', async () => {
    // A PAN not in the registry: it starts all PENDING, as the table above shows.
    const j = await journeyWithPan(ctx, 'ABCDE1234F');
    const front = await uploadKycFile(ctx().app, j, 'AADHAAR_FRONT', pngBytes(), 'IMAGE_PNG', 'image/png');
    expect(front.statusCode).toBe(200);
    expect(front.json()).toMatchObject({ doc_type: 'AADHAAR_FRONT', status: 'PROCESSED' });
    expect((await status(ctx, j.headers, j.journeyId)).ovd_status).toBe('PENDING');
    expect(
      (await uploadKycFile(ctx().app, j, 'AADHAAR_BACK', pdfBytes(), 'APPLICATION_PDF', 'application/pdf')).statusCode,
    ).toBe(200);
    // Aadhaar, front and back, proves both address and identity: OVD done; the selfie is still missing.
    expect(await status(ctx, j.headers, j.journeyId)).toMatchObject({ ovd_status: 'SUCCESS', kyc_status: 'PENDING' });
    expect(
      (await uploadKycFile(ctx().app, j, 'PROPOSER_IMAGE', jpegBytes(), 'IMAGE_JPEG', 'image/jpeg')).statusCode,
    ).toBe(200);
    // Documents complete: staff check them before the KYC counts (issue 19).
    const done = await status(ctx, j.headers, j.journeyId);
    expect(done).toMatchObject({ ckyc_status: 'PENDING', ovd_status: 'SUCCESS', kyc_status: 'UNDER_REVIEW' });
    expect(done.documents.map((d: { doc_type: string }) => d.doc_type).sort()).toEqual([
      'AADHAAR_BACK',
      'AADHAAR_FRONT',
      'PROPOSER_IMAGE',
    ]);
    // The owner can read a file back (thumbnails); the bytes are the ones sent.
    const id = done.documents.find((d: { doc_type: string }) => d.doc_type === 'AADHAAR_FRONT').upload_reference_id;
    const content = await uploadContent(ctx().app, j.headers, id);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('image/png');
    expect(content.rawPayload.equals(pngBytes())).toBe(true);
  });

  // CKYC's rule (issue 46): PAN proves identity only; the address needs an officially valid document.
  it.each([
    ['a PAN card alone proves no address', 'PENDING', 'PENDING', ['PAN']],
    ['a driving licence proves address and identity', 'SUCCESS', 'UNDER_REVIEW', ['DRIVING_LICENSE']],
    [
      'a voter ID the address, a PAN card the identity',
      'SUCCESS',
      'UNDER_REVIEW',
      ['VOTER_ID_FRONT', 'VOTER_ID_BACK', 'PAN'],
    ],
    ['an NREGA job card the address, a PAN card the identity', 'SUCCESS', 'UNDER_REVIEW', ['NREGA_JOB_CARD', 'PAN']],
  ])('with a selfie, %s: OVD %s, KYC %s', async (_, ovd, kyc, docs) => {
    const j = await journeyWithPan(ctx, 'ABCDE1234F');
    for (const doc of [...docs, 'PROPOSER_IMAGE'])
      expect((await uploadKycFile(ctx().app, j, doc, pngBytes(), 'IMAGE_PNG', 'image/png')).statusCode).toBe(200);
    expect(await status(ctx, j.headers, j.journeyId)).toMatchObject({ ovd_status: ovd, kyc_status: kyc });
  });

  it('refuses to confirm a proposal whose KYC rests on a PAN card and a selfie, saying an address proof is missing', async () => {
    const j = await readyToPayJourney(ctx().app, 'ABCDE1234F');
    for (const doc of ['PAN', 'PROPOSER_IMAGE'])
      expect((await uploadKycFile(ctx().app, j, doc, pngBytes(), 'IMAGE_PNG', 'image/png')).statusCode).toBe(200);
    const confirm = () =>
      ctx().app.inject({
        method: 'POST',
        url: '/v1/health/journey/confirmation',
        headers: j.headers,
        payload: { journey_id: j.journeyId },
      });
    const refused = await confirm();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toEqual({ kyc: MESSAGES.KYC_ADDRESS_PROOF_MISSING });
    // A driving licence added is the proof of address: the documents go to staff, and the proposal may be paid.
    expect(
      (await uploadKycFile(ctx().app, j, 'DRIVING_LICENSE', pngBytes(), 'IMAGE_PNG', 'image/png')).statusCode,
    ).toBe(200);
    expect((await status(ctx, j.headers, j.journeyId)).kyc_status).toBe('UNDER_REVIEW');
    expect((await confirm()).statusCode).toBe(200);
  });

  it('refuses text posing as a JPEG at processing, and deletes it', async () => {
    const j = await journeyWithPan(ctx, 'ABCDE1234F');
    const res = await uploadKycFile(
      ctx().app,
      j,
      'PAN',
      Buffer.from('this is not a picture, it is a text file'),
      'IMAGE_JPEG',
      'image/jpeg',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Invalid file format. Please try another file.');
    expect((await status(ctx, j.headers, j.journeyId)).documents).toEqual([]);
  });

  it('refuses a body of 10 MB + 1 byte with 413, and a type the slot was not signed for with 400', async () => {
    const j = await journeyWithPan(ctx, 'ABCDE1234F');
    const p = await presignKyc(ctx().app, j, 'PASSPORT_FRONT', 'IMAGE_JPEG');
    const tooBig = await putSigned(ctx().app, p.json().pre_signed_url, jpegBytes(10_485_761), 'image/jpeg');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const exact = await putSigned(ctx().app, p.json().pre_signed_url, jpegBytes(10_485_760), 'image/jpeg');
    expect(exact.statusCode).toBe(200);
    const wrongType = await putSigned(ctx().app, p.json().pre_signed_url, pngBytes(), 'image/png');
    expect(wrongType.statusCode).toBe(400);
    const selfiePdf = await presignKyc(ctx().app, j, 'PROPOSER_IMAGE', 'APPLICATION_PDF');
    expect(selfiePdf.statusCode).toBe(400);
  });

  it('refuses tampered and expired upload URLs with 403', async () => {
    const j = await journeyWithPan(ctx, 'ABCDE1234F');
    const url = new URL((await presignKyc(ctx().app, j, 'PAN')).json().pre_signed_url, 'http://x');
    const tamper = (mutate: (u: URL) => void) => {
      const copy = new URL(url);
      mutate(copy);
      return `${copy.pathname}${copy.search}`;
    };
    for (const bad of [
      tamper((u) => u.searchParams.set('max', '99999999')),
      tamper((u) => u.searchParams.set('sig', '0'.repeat(64))),
      tamper((u) => (u.pathname = u.pathname.replace(/[0-9a-f]$/, (c) => (c === 'a' ? 'b' : 'a')))),
      tamper((u) => u.searchParams.delete('sig')),
    ]) {
      const res = await putSigned(ctx().app, bad, pngBytes(), 'image/png');
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('This upload link is not valid');
    }
    // A link past its 15 minutes: re-signed by hand with a past expiry is still refused as expired.
    const local = (await import('../../providers/storage/local.ts')).createLocalStorage({
      root: '/tmp/unused',
      secret: 'test-secret-test-secret-test-secret-0123',
    });
    const key = url.pathname.replace('/v1/storage/objects/', '');
    const stale = await local.createUploadUrl({
      key,
      contentType: 'image/png',
      maxBytes: 10_485_760,
      expiresInSeconds: -1,
    });
    const expired = await putSigned(ctx().app, stale, pngBytes(), 'image/png');
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.message).toBe('This upload link has expired');
  });

  it("hides another user's journey and uploads (404) and leaves them unchanged", async () => {
    const j = await journeyWithPan(ctx, 'ABCDE1234F');
    const mine = await uploadKycFile(ctx().app, j, 'PAN', pngBytes(), 'IMAGE_PNG', 'image/png');
    const id = mine.json().upload_reference_id;
    const stranger = { 'x-session-id': (await login(ctx().app, uniqueMobile())).session_id };
    const visitor = { 'x-session-id': await newSession(ctx().app) };
    for (const headers of [stranger, visitor, {}]) {
      expect((await presignKyc(ctx().app, { headers, journeyId: j.journeyId }, 'PAN')).statusCode).toBe(404);
      expect((await processUpload(ctx().app, headers, id)).statusCode).toBe(404);
      expect((await uploadContent(ctx().app, headers, id)).statusCode).toBe(404);
      expect(
        (await ctx().app.inject({ method: 'GET', url: `/v1/health/journey/kyc-status/${j.journeyId}`, headers }))
          .statusCode,
      ).toBe(404);
    }
    expect((await status(ctx, j.headers, j.journeyId)).documents).toHaveLength(1);
  });

  it('caps uploads per journey with 429 and Retry-After', async () => {
    const j = await journeyWithPan(ctx, 'ABCDE1234F');
    for (let i = 0; i < 60; i += 1) expect((await presignKyc(ctx().app, j, 'PAN')).statusCode).toBe(200);
    const over = await presignKyc(ctx().app, j, 'PAN');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe('Too many uploads for this journey');
    expect(over.headers['retry-after']).toBe('3600');
  });

  it('caps uploads per journey also when the upload slots are asked for all at once', async () => {
    const j = await journeyWithPan(ctx, 'ABCDE1234F');
    const answers = await Promise.all(Array.from({ length: 80 }, () => presignKyc(ctx().app, j, 'PAN')));
    const granted = answers.filter((a) => a.statusCode === 200).length;
    expect(granted).toBe(60);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(20);
  });

  it.each([
    [{ doc_type: 'SELFIE' }, 'doc_type'],
    [{ mime_type: 'IMAGE_GIF' }, 'mime_type'],
    [{ purpose_code: 'OTHER' }, 'purpose_code'],
    [{ journey_id: '../../etc' }, 'journey_id'],
  ])('refuses a bad upload request %j from the journey’s owner with 400', async (over, field) => {
    // The owner's own journey: a stranger is answered 404 before the body is read (the access matrix).
    const j = await journeyWithPan(ctx, 'ABCDE1234F');
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/v1/utility/generate-presign-put-url',
      headers: j.headers,
      payload: {
        journey_id: j.journeyId,
        doc_name: 'x',
        purpose_code: 'KYC',
        doc_type: 'PAN',
        mime_type: 'IMAGE_PNG',
        ...over,
      },
    });
    expectFieldRefused(res, field);
  });
});
