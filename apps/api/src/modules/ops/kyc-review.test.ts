import { MESSAGES } from '@kavach/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { paymentAttempts, policies } from '../../db/schema.ts';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { jpegBytes, pngBytes } from '../../../test/files.ts';
import { payAndReturn, payOnSandbox, returnParams, sandboxWebhook, SUCCESS_CARD } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { uploadKycFile, type KycFile } from '../../../test/kyc-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';
import { startManyJourneys } from '../../../test/health-fixtures.ts';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import {
  confirmAndOpen,
  DOCUMENT_KYC_PAN,
  documentKycJourney,
  uploadReviewDocuments,
} from '../../../test/kyc-review-fixtures.ts';
import { DOCUMENTS_CHANGED } from './decide-kyc.ts';
import { dobForAge, savedTermProposal, termContact } from '../../../test/term-fixtures.ts';
import { fillMotorProposal, motorOwner, saveMotorPart, signedInMotorJourney } from '../../../test/motor-fixtures.ts';

type Headers = Record<string, string>;
type J = { journeyId: string; headers: Headers };

// Issue 19: a KYC resting on uploaded documents waits for staff; the policy is issued only once they approve.
describeWithApp('KYC review queue', (ctx, api) => {
  const kyc = async (j: J) => (await api('GET', `/v1/health/journey/kyc-status/${j.journeyId}`, j.headers)).json();
  const upload = (j: J, ...file: KycFile) => uploadKycFile(ctx().app, j, ...file);
  /** Confirms, opens a payment and pays it on the sandbox card page; the browser's signed return settles it. */
  const pay = async (j: J) => {
    const attempt = await confirmAndOpen(ctx().app, j);
    await payAndReturn(ctx().app, attempt.payment_url);
    return attempt.payment_attempt_id;
  };
  const paymentStatus = async (j: J, attemptId: string) =>
    (await api('GET', `/v1/health/payments/status/${j.journeyId}/${attemptId}`, j.headers)).json();
  const policiesOf = async (j: J) =>
    (await ctx().handle.db.select().from(policies)).filter((p) => p.journeyId === j.journeyId);
  const attemptOf = async (id: string) =>
    (await ctx().handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0];
  const ops = async (role: 'admin' | 'ops' = 'ops') => staffSignIn(ctx().app, await staffAccount(ctx().app, role));
  /** The documents the review page lists: a decision names the ones it was made on. */
  const listed = async (staff: Headers, j: J): Promise<string[]> =>
    ((await api('GET', `/v1/ops/kyc-reviews/${j.journeyId}`, staff)).json().documents ?? []).map(
      (d: { upload_id: string }) => d.upload_id,
    );
  const approve = async (staff: Headers, j: J) =>
    api('POST', `/v1/ops/kyc-reviews/${j.journeyId}/approve`, staff, { upload_ids: await listed(staff, j) });
  const reject = async (staff: Headers, j: J, reason_code = 'AADHAAR_NOT_MASKED') =>
    api('POST', `/v1/ops/kyc-reviews/${j.journeyId}/reject`, staff, {
      reason_code,
      upload_ids: await listed(staff, j),
    });
  const dashboardJourney = async (j: J) =>
    (await api('GET', '/v1/users/me/dashboard', j.headers))
      .json()
      .journeys.find((x: { journey_id: string }) => x.journey_id === j.journeyId);

  it('queues a document KYC for staff, who see the proposer beside the documents; CKYC found never queues', async () => {
    const j = await documentKycJourney(ctx().app);
    const staff = await ops();
    const queue = (await api('GET', '/v1/ops/kyc-reviews', staff)).json().items as { journey_id: string }[];
    expect(queue).toContainEqual(
      expect.objectContaining({ journey_id: j.journeyId, proposer_name: 'Rahul Kulkarni', payment_held: false }),
    );
    const item = (await api('GET', `/v1/ops/kyc-reviews/${j.journeyId}`, staff)).json();
    expect(item).toMatchObject({
      status: 'UNDER_REVIEW',
      proposer: {
        full_name: 'Rahul Kulkarni',
        gender: 'MALE',
        pan_number: DOCUMENT_KYC_PAN,
        email: 'rahul@example.in',
      },
    });
    expect(item.documents.map((d: { label: string }) => d.label).sort()).toEqual([
      'Aadhaar Back',
      'Aadhaar Front',
      'Selfie',
    ]);
    // The document is served to staff, and to no customer session or made-up staff token.
    const front = item.documents.find((d: { doc_type: string }) => d.doc_type === 'AADHAAR_FRONT');
    const url = `/v1/ops/kyc-reviews/${j.journeyId}/documents/${front.upload_id}`;
    const served = await api('GET', url, staff);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(pngBytes())).toBe(true);
    expect((await api('GET', url, j.headers)).statusCode).toBe(401);
    expect((await api('GET', url, { 'x-staff-session': 'made-up' })).statusCode).toBe(401);

    const ckyc = await readyToPayJourney(ctx().app, 'ABCDK1234F');
    expect((await kyc(ckyc)).kyc_status).toBe('SUCCESS');
    const after = (await api('GET', '/v1/ops/kyc-reviews', staff)).json().items as { journey_id: string }[];
    expect(after.map((q) => q.journey_id)).not.toContain(ckyc.journeyId);
    expect((await api('GET', `/v1/ops/kyc-reviews/${ckyc.journeyId}`, staff)).statusCode).toBe(404);
  });

  it('shows staff a motor owner’s e-mail and address beside the documents', async () => {
    const j = await signedInMotorJourney(ctx().app);
    await fillMotorProposal(ctx().app, j);
    const owner = motorOwner({ pan_number: DOCUMENT_KYC_PAN });
    expect((await saveMotorPart(ctx().app, j, 'save-owner-details', { owner })).statusCode).toBe(200);
    await uploadReviewDocuments(ctx().app, j);
    const kyc = await api('GET', `/v1/motor/journey/kyc-status/${j.journeyId}`, j.headers);
    expect(kyc.json().kyc_status).toBe('UNDER_REVIEW');
    const item = (await api('GET', `/v1/ops/kyc-reviews/${j.journeyId}`, await ops())).json();
    expect(item.proposer).toMatchObject({
      full_name: 'Rahul Kulkarni',
      pan_number: DOCUMENT_KYC_PAN,
      mobile: '9876543210',
      email: 'rahul@example.in',
      address: '12 Prabhat Road, Erandwane, Pune, Maharashtra, 411004',
    });
  });

  it('shows staff a term journey’s life assured with the birth date and gender the quote was priced on', async () => {
    const dob = dobForAge(41);
    const j = await savedTermProposal(ctx().app, {
      quote: { dob, gender: 'FEMALE' },
      lifeAssured: { full_name: 'Anjali Deshpande', pan_number: DOCUMENT_KYC_PAN },
    });
    await uploadReviewDocuments(ctx().app, j);
    const status = await api('GET', `/v1/termlife/journey/kyc-status/${j.journeyId}`, j.headers);
    expect(status.json().kyc_status).toBe('UNDER_REVIEW');
    const staff = await ops();
    const queue = (await api('GET', '/v1/ops/kyc-reviews', staff)).json().items as { journey_id: string }[];
    expect(queue).toContainEqual(
      expect.objectContaining({ journey_id: j.journeyId, vertical: 'TERM', proposer_name: 'Anjali Deshpande' }),
    );
    const item = (await api('GET', `/v1/ops/kyc-reviews/${j.journeyId}`, staff)).json();
    expect(item.proposer).toMatchObject({
      full_name: 'Anjali Deshpande',
      dob,
      gender: 'FEMALE',
      pan_number: DOCUMENT_KYC_PAN,
      mobile: termContact.mobile,
    });
  });

  it('keeps a journey whose payment is held for the review on the dashboard after 50 newer journeys', async () => {
    const j = await documentKycJourney(ctx().app);
    const held = await paymentStatus(j, await pay(j));
    await startManyJourneys(ctx().app, j.headers, 50);
    const journeys = (await api('GET', '/v1/users/me/dashboard', j.headers)).json().journeys as unknown[];
    expect(journeys).toHaveLength(51);
    expect(await dashboardJourney(j)).toMatchObject({ kyc_review: 'UNDER_REVIEW', payment_held: held.total_number });
  });

  it('holds a payment made while the KYC is under review, and issues exactly one policy when two staff approve at once', async () => {
    const j = await documentKycJourney(ctx().app);
    const attemptId = await pay(j);
    const held = await paymentStatus(j, attemptId);
    expect(held).toMatchObject({ status: 'SUCCESS', policy_number: null, held_for_kyc: true });
    expect(held.message).toBe(
      'Your payment was received. Your policy will be issued as soon as our team has verified your KYC documents.',
    );
    expect(await policiesOf(j)).toEqual([]);
    // Held money is money taken: a second payment (another tab, a replayed initiate) is refused, nothing opened.
    const again = await api('POST', '/v1/health/payments/initiate', j.headers, { journey_id: j.journeyId });
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'This journey is already paid']);
    expect((await attemptOf(attemptId))?.status).toBe('SUCCESS');
    // The sweep that repairs a success without a policy leaves a held one alone.
    await ctx().app.reconcilePayments();
    expect(await policiesOf(j)).toEqual([]);
    expect(await dashboardJourney(j)).toMatchObject({ kyc_review: 'UNDER_REVIEW', payment_held: held.total_number });
    const staff = await ops();
    expect((await api('GET', '/v1/ops/kyc-reviews', staff)).json().items).toContainEqual(
      expect.objectContaining({ journey_id: j.journeyId, payment_held: true }),
    );

    const [a, b] = await Promise.all([approve(staff, j), approve(await ops('admin'), j)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const won = a.statusCode === 200 ? a : b;
    const lost = a.statusCode === 200 ? b : a;
    expect(lost.json().error.message).toBe('This KYC was already approved');
    expect(won.json()).toMatchObject({ status: 'APPROVED', policy_number: expect.stringMatching(/^[A-Z-]+-H-\d{4}-/) });
    const issued = await policiesOf(j);
    expect(issued).toHaveLength(1);
    expect(await paymentStatus(j, attemptId)).toMatchObject({
      status: 'SUCCESS',
      policy_number: issued[0]?.policyNumber,
      held_for_kyc: false,
      message: 'Your payment was successful and your policy has been issued.',
    });
    expect((await kyc(j)).kyc_status).toBe('SUCCESS');
    // Approve after approve, reject after approve: refused, nothing changes.
    expect((await approve(staff, j)).statusCode).toBe(409);
    expect((await reject(staff, j)).json().error.message).toBe('This KYC was already approved');
    expect(await policiesOf(j)).toHaveLength(1);
  });

  it('issues one policy when the approval races the gateway’s capture', async () => {
    const j = await documentKycJourney(ctx().app);
    const attempt = await confirmAndOpen(ctx().app, j);
    const staff = await ops();
    const paid = await payOnSandbox(ctx().app, attempt.payment_url, SUCCESS_CARD);
    const [settled, approved] = await Promise.all([
      api('POST', '/v1/payments/sandbox/return', {}, returnParams(paid.headers.location as string)),
      approve(staff, j),
    ]);
    expect([settled.statusCode, approved.statusCode]).toEqual([200, 200]);
    const status = await paymentStatus(j, attempt.payment_attempt_id);
    expect(status.policy_number).toMatch(/^[A-Z-]+-H-\d{4}-/);
    expect(await policiesOf(j)).toHaveLength(1);
  });

  it('approved before payment: the payment issues the policy at once', async () => {
    const j = await documentKycJourney(ctx().app);
    expect((await approve(await ops(), j)).json()).toMatchObject({ status: 'APPROVED', policy_number: null });
    expect((await kyc(j)).kyc_status).toBe('SUCCESS');
    const attemptId = await pay(j);
    expect((await paymentStatus(j, attemptId)).policy_number).toMatch(/^[A-Z-]+-H-\d{4}-/);
  });

  it('rejects after capture: the whole payment is refunded, no policy; a re-upload returns the KYC to review', async () => {
    const j = await documentKycJourney(ctx().app);
    const attemptId = await pay(j);
    const staff = await ops();
    const rejected = await reject(staff, j, 'AADHAAR_NOT_MASKED');
    expect(rejected.statusCode).toBe(200);
    const amount = (await attemptOf(attemptId))!.amountPaise / 100;
    expect(rejected.json()).toEqual({
      journey_id: j.journeyId,
      status: 'REJECTED',
      policy_number: null,
      refund: { amount, status: 'REFUNDED', reason: MESSAGES.KYC_REJECTED_REFUND },
    });
    expect(await attemptOf(attemptId)).toMatchObject({
      status: 'REFUNDED',
      refundPaise: amount * 100,
      refundId: expect.any(String),
    });
    expect(await policiesOf(j)).toEqual([]);
    expect(await kyc(j)).toMatchObject({
      kyc_status: 'REJECTED',
      rejection: {
        reason_code: 'AADHAAR_NOT_MASKED',
        reupload: 'Upload a masked Aadhaar (first 8 digits hidden), front and back.',
      },
    });
    const dashboard = (await api('GET', '/v1/users/me/dashboard', j.headers)).json();
    expect(dashboard.refunds).toContainEqual(
      expect.objectContaining({
        payment_attempt_id: attemptId,
        status: 'REFUNDED',
        amount,
        reason: 'Your KYC documents could not be verified',
      }),
    );
    expect(dashboard.journeys.find((x: { journey_id: string }) => x.journey_id === j.journeyId)).toMatchObject({
      kyc_review: 'REJECTED',
      kyc_rejection: { reason_code: 'AADHAAR_NOT_MASKED' },
      payment_held: null,
    });
    // Rejected: not payable until new documents are sent; reject twice or approve after reject is refused.
    const refused = await api('POST', '/v1/health/journey/confirmation', j.headers, { journey_id: j.journeyId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields.kyc).toBe('The KYC documents were not accepted: please upload them again');
    expect((await reject(staff, j)).statusCode).toBe(409);
    const late = await approve(staff, j);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'This KYC was already rejected; it waits for the buyer to upload documents again',
    );

    expect((await upload(j, 'AADHAAR_FRONT', pngBytes(4, 4), 'IMAGE_PNG', 'image/png')).statusCode).toBe(200);
    expect(await kyc(j)).toMatchObject({ kyc_status: 'UNDER_REVIEW', rejection: null });
    expect((await api('GET', `/v1/ops/kyc-reviews/${j.journeyId}`, staff)).json().status).toBe('UNDER_REVIEW');
    // Approved this time, and paid again: one policy, and the first money stays refunded.
    expect((await approve(staff, j)).statusCode).toBe(200);
    const second = await pay(j);
    expect((await paymentStatus(j, second)).policy_number).toMatch(/^[A-Z-]+-H-\d{4}-/);
    expect(await policiesOf(j)).toHaveLength(1);
    expect((await attemptOf(attemptId))?.status).toBe('REFUNDED');
  });

  it('a capture landing after a rejection is refunded, never insured', async () => {
    const j = await documentKycJourney(ctx().app);
    const attempt = await confirmAndOpen(ctx().app, j);
    expect((await reject(await ops(), j, 'DOCUMENT_UNREADABLE')).json().refund).toBeNull();
    // The gateway reports money for the attempt the rejection cancelled (a card paid in another tab, say).
    const hook = await sandboxWebhook(ctx().app, {
      payment_attempt_id: attempt.payment_attempt_id,
      payment_id: 'pay_late_capture',
      status: 'SUCCESS',
      amount_paise: (await attemptOf(attempt.payment_attempt_id))!.amountPaise,
    });
    expect(hook.statusCode).toBe(200);
    expect(await policiesOf(j)).toEqual([]);
    expect(await attemptOf(attempt.payment_attempt_id)).toMatchObject({
      status: 'REFUNDED',
      failureReason: 'Your KYC documents could not be verified',
    });
  });

  // Every decision from every review state: only UNDER_REVIEW moves, and then to exactly the state asked for.
  it.each([
    ['UNDER_REVIEW', 'approve', 200, 'SUCCESS'],
    ['UNDER_REVIEW', 'reject', 200, 'REJECTED'],
    ['APPROVED', 'approve', 409, 'SUCCESS'],
    ['APPROVED', 'reject', 409, 'SUCCESS'],
    ['REJECTED', 'approve', 409, 'REJECTED'],
    ['REJECTED', 'reject', 409, 'REJECTED'],
  ] as const)('from %s, %s answers %i and the buyer then reads KYC %s', async (from, action, code, buyerSees) => {
    const j = await documentKycJourney(ctx().app);
    const staff = await ops();
    if (from === 'APPROVED') expect((await approve(staff, j)).statusCode).toBe(200);
    if (from === 'REJECTED') expect((await reject(staff, j)).statusCode).toBe(200);
    const res = action === 'approve' ? await approve(staff, j) : await reject(staff, j);
    expect(res.statusCode).toBe(code);
    expect((await kyc(j)).kyc_status).toBe(buyerSees);
  });

  it('refuses a decision on documents the buyer swapped after staff opened the review, and takes one on what they then see', async () => {
    const j = await documentKycJourney(ctx().app);
    const staff = await ops();
    const seen = await listed(staff, j);
    // The buyer swaps the Aadhaar front while staff look; the KYC screen's next read sends it for review again.
    expect((await upload(j, 'AADHAAR_FRONT', jpegBytes(), 'IMAGE_JPEG', 'image/jpeg')).statusCode).toBe(200);
    expect((await kyc(j)).kyc_status).toBe('UNDER_REVIEW');
    for (const decision of [
      api('POST', `/v1/ops/kyc-reviews/${j.journeyId}/approve`, staff, { upload_ids: seen }),
      api('POST', `/v1/ops/kyc-reviews/${j.journeyId}/reject`, staff, {
        reason_code: 'NAME_MISMATCH',
        upload_ids: seen,
      }),
    ]) {
      const stale = await decision;
      expect([stale.statusCode, stale.json().error.message]).toEqual([409, DOCUMENTS_CHANGED]);
    }
    expect((await kyc(j)).kyc_status).toBe('UNDER_REVIEW');
    // Reloaded, the page lists the new front; a decision on that set is taken.
    expect(await listed(staff, j)).not.toEqual(seen);
    expect((await approve(staff, j)).statusCode).toBe(200);
  });

  it('refuses what each caller may not do, and writes every decision to the audit log with before and after', async () => {
    const j = await documentKycJourney(ctx().app);
    const customer = { 'x-session-id': (await login(ctx().app, uniqueMobile())).session_id };
    for (const [method, url, body] of [
      ['GET', '/v1/ops/kyc-reviews', undefined],
      ['GET', `/v1/ops/kyc-reviews/${j.journeyId}`, undefined],
      ['POST', `/v1/ops/kyc-reviews/${j.journeyId}/approve`, { upload_ids: [] }],
    ] as const) {
      expect((await api(method, url, customer, body)).statusCode).toBe(401);
      expect((await api(method, url, j.headers, body)).statusCode).toBe(401);
    }
    const staff = await ops();
    expect((await reject(staff, j, 'NOT_A_REASON')).statusCode).toBe(400);
    const none = { upload_ids: [] };
    expect((await api('POST', '/v1/ops/kyc-reviews/not-a-uuid/approve', staff, none)).statusCode).toBe(400);
    expect(
      (await api('POST', '/v1/ops/kyc-reviews/00000000-0000-4000-8000-000000000000/approve', staff, none)).statusCode,
    ).toBe(404);
    // The ops role decides KYCs, but only an admin reads the audit log.
    expect((await api('GET', '/v1/ops/audit-log', staff)).statusCode).toBe(403);
    expect((await reject(staff, j, 'NAME_MISMATCH')).statusCode).toBe(200);
    const admin = await ops('admin');
    const log = (await api('GET', '/v1/ops/audit-log', admin)).json().items as {
      action: string;
      target: string | null;
      before: unknown;
      after: unknown;
    }[];
    expect(log.filter((e) => e.target === j.journeyId && e.action === 'REJECT_KYC')).toEqual([
      expect.objectContaining({
        before: { kyc_review: 'UNDER_REVIEW' },
        after: expect.objectContaining({
          kyc_review: 'REJECTED',
          reason_code: 'NAME_MISMATCH',
          payment_refunded: false,
        }),
      }),
    ]);
    expect((await api('GET', '/v1/ops/summary', admin)).json().kyc_waiting).toEqual(expect.any(Number));
  });
});
