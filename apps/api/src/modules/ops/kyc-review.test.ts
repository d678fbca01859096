import { KYC_REUPLOAD_DAYS, MESSAGES, kycReuploadDueBy } from '@kavach/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { paymentAttempts, policies } from '../../db/schema.ts';
import { rawQuery } from '../../db/client.ts';
import { createPaymentRepository } from '../payments/repository.ts';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { jpegBytes, pngBytes } from '../../../test/files.ts';
import { payAndReturn, payOnSandbox, returnParams, sandboxWebhook, SUCCESS_CARD } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { presignKyc, uploadKycFile, type KycFile } from '../../../test/kyc-fixtures.ts';
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
describeWithApp(
  'KYC review queue',
  (ctx, api) => {
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
      // A document's front before its back, whatever order the buyer uploaded them in (the newest came first).
      expect(item.documents.map((d: { label: string }) => d.label)).toEqual([
        'Aadhaar Front',
        'Aadhaar Back',
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
      expect(won.json()).toMatchObject({
        status: 'APPROVED',
        policy_number: expect.stringMatching(/^[A-Z-]+-H-\d{4}-/),
      });
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

    /** Pays a document-KYC journey (held for the review), and staff reject its documents. */
    const paidAndRejected = async () => {
      const j = await documentKycJourney(ctx().app);
      const attemptId = await pay(j);
      const staff = await ops();
      const rejected = await reject(staff, j, 'AADHAAR_NOT_MASKED');
      expect(rejected.statusCode).toBe(200);
      const amount = (await attemptOf(attemptId))!.amountPaise / 100;
      return { j, attemptId, staff, rejected: rejected.json(), amount };
    };
    const giveUp = (j: J, headers: Headers = j.headers) =>
      api('POST', `/v1/account/journeys/${j.journeyId}/held-refund`, headers);
    const setRejectedAt = (j: J, daysAgo: number) =>
      rawQuery(ctx().handle.db, `update journeys set kyc_reviewed_at = now() - $2::interval where id = $1`, [
        j.journeyId,
        `${daysAgo} days`,
      ]);

    it('rejects after capture: the money stays held while the buyer uploads again, and the approval issues with it', async () => {
      const { j, attemptId, staff, rejected, amount } = await paidAndRejected();
      const reuploadBy = kycReuploadDueBy(new Date());
      expect(rejected).toEqual({
        journey_id: j.journeyId,
        status: 'REJECTED',
        policy_number: null,
        refund: null,
        held: { amount, reupload_by: reuploadBy },
      });
      expect((await attemptOf(attemptId))?.status).toBe('SUCCESS');
      expect(await policiesOf(j)).toEqual([]);
      expect(await kyc(j)).toMatchObject({
        kyc_status: 'REJECTED',
        rejection: {
          reason_code: 'AADHAAR_NOT_MASKED',
          reupload: 'Upload a masked Aadhaar (first 8 digits hidden), front and back.',
        },
      });
      expect(await dashboardJourney(j)).toMatchObject({
        kyc_review: 'REJECTED',
        kyc_rejection: { reason_code: 'AADHAAR_NOT_MASKED' },
        payment_held: amount,
        kyc_reupload: { by: reuploadBy, kyc_staged_config: expect.objectContaining({ any_of_poa: expect.any(Array) }) },
      });
      // Held, not refunded: not by the minute's sweep, nor a repeat of the capture; and no second payment opens.
      await ctx().app.reconcilePayments();
      // Nor is it the sweep's work at all: fifty of them would fill every sweep, and other refunds would wait behind.
      const sweepWork = await createPaymentRepository(ctx().handle.db).unfinished(1000);
      expect(sweepWork.map((a) => a.id)).not.toContain(attemptId);
      const again = await api('POST', '/v1/health/payments/initiate', j.headers, { journey_id: j.journeyId });
      expect([again.statusCode, again.json().error.message]).toEqual([409, 'This journey is already paid']);
      expect((await attemptOf(attemptId))?.status).toBe('SUCCESS');
      // Reject twice, or approve the rejected set: refused.
      expect((await reject(staff, j)).statusCode).toBe(409);
      const late = await approve(staff, j);
      expect([late.statusCode, late.json().error.message]).toEqual([
        409,
        'This KYC was already rejected; it waits for the buyer to upload documents again',
      ]);

      // The buyer replaces the file: the set is complete, so it goes back to staff, the purchase still confirmed.
      expect((await upload(j, 'AADHAAR_FRONT', pngBytes(4, 4), 'IMAGE_PNG', 'image/png')).statusCode).toBe(200);
      expect(await kyc(j)).toMatchObject({ kyc_status: 'UNDER_REVIEW', rejection: null });
      expect((await api('GET', `/v1/ops/kyc-reviews/${j.journeyId}`, staff)).json().status).toBe('UNDER_REVIEW');
      // With staff again, the buyer cannot take the money back under them.
      const refused = await giveUp(j);
      expect([refused.statusCode, refused.json().error.message]).toEqual([409, MESSAGES.KYC_NOT_WAITING_FOR_REUPLOAD]);
      const approved = await approve(staff, j);
      expect(approved.json()).toMatchObject({ status: 'APPROVED', policy_number: expect.stringMatching(/-H-\d{4}-/) });
      expect(await policiesOf(j)).toHaveLength(1);
      expect(await paymentStatus(j, attemptId)).toMatchObject({ status: 'SUCCESS', held_for_kyc: false });
    });

    it('gives the held money back, once, when the buyer cancels instead; a stranger can neither cancel nor upload', async () => {
      const { j, attemptId, amount } = await paidAndRejected();
      const stranger = { 'x-session-id': (await login(ctx().app, uniqueMobile())).session_id };
      expect((await giveUp(j, stranger)).statusCode).toBe(404);
      expect((await giveUp(j, {})).statusCode).toBe(401);
      const presign = await presignKyc(ctx().app, { ...j, headers: stranger }, 'AADHAAR_FRONT');
      expect(presign.statusCode).toBe(404);
      expect((await attemptOf(attemptId))?.status).toBe('SUCCESS');

      // Two tabs press Cancel at once: one refund.
      const [a, b] = await Promise.all([giveUp(j), giveUp(j)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect((a.statusCode === 200 ? a : b).json()).toEqual({
        journey_id: j.journeyId,
        refund: { amount, status: 'REFUNDED', reason: MESSAGES.KYC_GAVE_UP_REFUND },
      });
      expect(await attemptOf(attemptId)).toMatchObject({ status: 'REFUNDED', refundPaise: amount * 100 });
      expect(await policiesOf(j)).toEqual([]);
      const dashboard = (await api('GET', '/v1/users/me/dashboard', j.headers)).json();
      expect(dashboard.refunds).toContainEqual(
        expect.objectContaining({ payment_attempt_id: attemptId, status: 'REFUNDED', amount }),
      );
      expect(await dashboardJourney(j)).toMatchObject({ payment_held: null, kyc_reupload: null });
      // Nothing held any more: a third press, or staff, change nothing; the buyer may start again from new documents.
      expect((await giveUp(j)).statusCode).toBe(409);
      expect((await upload(j, 'AADHAAR_FRONT', pngBytes(4, 4), 'IMAGE_PNG', 'image/png')).statusCode).toBe(200);
      expect((await attemptOf(attemptId))?.status).toBe('REFUNDED');
    });

    it('refunds the held money once the last day to upload again is over, and not on that day', async () => {
      const { j, attemptId, amount } = await paidAndRejected();
      await setRejectedAt(j, KYC_REUPLOAD_DAYS);
      await ctx().app.reconcilePayments();
      expect((await attemptOf(attemptId))?.status).toBe('SUCCESS');
      await setRejectedAt(j, KYC_REUPLOAD_DAYS + 1);
      await ctx().app.reconcilePayments();
      expect(await attemptOf(attemptId)).toMatchObject({
        status: 'REFUNDED',
        refundPaise: amount * 100,
        failureReason: MESSAGES.KYC_REUPLOAD_EXPIRED_REFUND,
      });
      expect((await dashboardJourney(j)).payment_held).toBeNull();
      expect((await upload(j, 'AADHAAR_FRONT', pngBytes(4, 4), 'IMAGE_PNG', 'image/png')).statusCode).toBe(200);
      expect(await policiesOf(j)).toEqual([]);
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
            payment_held: false,
          }),
        }),
      ]);
      expect((await api('GET', '/v1/ops/summary', admin)).json().kyc_waiting).toEqual(expect.any(Number));
    });
  },
  // Every test signs a buyer in from the one test address: more than the 20 code sends an hour a real address gets.
  { OTP_SENDS_PER_IP_PER_HOUR: '1000' },
);
