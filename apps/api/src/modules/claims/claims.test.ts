import { addDays } from '@kavach/domain';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { claims, notices, policies, sandboxInsurerClaims } from '../../db/schema.ts';
import { settableClock } from '../../lib/clock.ts';
import { CLAIM_OPEN_NOT_CANCELLED } from '../cancellation/cancellation-quote.ts';
import { signInsurerCallback } from '../../providers/insurers/http.ts';
import { createPolicyConnectors } from '../../providers/insurers/index.ts';
import { TEST_APP_SECRET, staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { payConfirmedJourney } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { documentPdfBytes, pngBytes } from '../../../test/files.ts';
import { putSigned } from '../../../test/kyc-fixtures.ts';
import { localStoreDir } from '../../../test/temp-dir.ts';
import { describeWithApp, drivers, startTestApp, type TestContext } from '../../../test/test-app.ts';

/** The sandbox insurers' callback secrets, as the test app derives them from its app secret. */
const { sandboxKeys } = createPolicyConnectors(
  { connector: 'sandbox', timeoutMs: 1000 },
  TEST_APP_SECRET,
  [],
  () => null,
);

type Headers = Record<string, string>;
const HOUR_MS = 3_600_000;

/** A health policy bought and issued, its buyer's headers, and the clock set to 10:00 India time on its first day. */
async function boughtHealthPolicy({ app, handle }: TestContext, clock: ReturnType<typeof settableClock>) {
  const j = await readyToPayJourney(app);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/v1/health/journey/confirmation',
    headers: j.headers,
    payload: { journey_id: j.journeyId },
  });
  expect(confirmed.statusCode).toBe(200);
  await payConfirmedJourney(app, 'HEALTH', j);
  const [policy] = await handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
  if (!policy) throw new Error('no policy issued');
  clock.set(`${policy.startDate}T04:30:00Z`);
  return { headers: j.headers, policy, journeyId: j.journeyId };
}

const cashless = (startDate: string, over: Record<string, unknown> = {}) => ({
  kind: 'CASHLESS_PLANNED',
  idempotency_key: randomUUID(),
  hospital_name: 'Sandbox Network Hospital, Pune',
  incident_date: startDate,
  claimed_amount: 85_000,
  description: 'Planned knee arthroscopy',
  ...over,
});

/** A reimbursement claim at City Clinic on the policy's first day: the sandbox asks for its three documents. */
const reimbursement = (startDate: string, claimed_amount: number, description: string) => ({
  kind: 'REIMBURSEMENT',
  idempotency_key: randomUUID(),
  hospital_name: 'City Clinic',
  incident_date: startDate,
  claimed_amount,
  description,
});

const clock = settableClock(new Date());
// Claim files go to a data directory this file can look into, to see that erasure removes the stored files.
const { dataDir, storedObject } = localStoreDir('claims');

// Issue 47: the buyer intimates a claim on their policy; the insurer decides it over its connector; the buyer and
// staff read it against the IRDAI clocks (docs/product/claims.md).
describeWithApp(
  'claims',
  (ctx, api) => {
    const claimsUrl = (n: string) => `/v1/policies/${encodeURIComponent(n)}/claims`;
    const intimate = (h: Headers, n: string, body: unknown) => api('POST', claimsUrl(n), h, body);
    const list = async (h: Headers, n: string) => (await api('GET', claimsUrl(n), h)).json().claims;
    const advance = (h: Headers, n: string, id: string) =>
      api('POST', `/v1/dev/policies/${encodeURIComponent(n)}/claims/${id}/advance`, h);
    const claimNotices = async (journeyId: string) =>
      (
        await ctx()
          .handle.db.select()
          .from(notices)
          .where(and(eq(notices.journeyId, journeyId), eq(notices.event, 'CLAIM_UPDATE')))
      ).filter((n) => n.channel === 'EMAIL');
    const callback = (
      insurerId: string,
      claim: Record<string, unknown>,
      secret = sandboxKeys(insurerId).callbackSecret,
    ) => {
      const body = JSON.stringify({ event_id: randomUUID(), sent_at: Math.floor(Date.now() / 1000), claim });
      return ctx().app.inject({
        method: 'POST',
        url: `/v1/insurers/${insurerId}/claim-callback`,
        payload: body,
        headers: { 'content-type': 'application/json', 'x-insurer-signature': signInsurerCallback(secret, body) },
      });
    };

    it('walks a cashless claim to settlement against its one-hour and three-hour clocks', async () => {
      const { headers, policy, journeyId } = await boughtHealthPolicy(ctx(), clock);
      const made = await intimate(headers, policy.policyNumber, cashless(policy.startDate));
      expect(made.statusCode).toBe(200);
      const claim = made.json();
      expect(claim).toMatchObject({
        status: 'INTIMATED',
        claimed_amount: 85_000,
        approved_amount: null,
        insurer_claim_number: expect.stringMatching(/-CL-[0-9A-F]{8}$/),
        clocks: [{ name: 'CASHLESS_DECISION', state: 'RUNNING', words: 'Cashless decision due by 11:00' }],
      });

      // Two hours on, the insurer has not decided: overdue, and first in the staff queue, marked so.
      clock.set(new Date(clock.now().getTime() + 2 * HOUR_MS));
      const [late] = await list(headers, policy.policyNumber);
      expect(late.clocks[0]).toMatchObject({ state: 'OVERDUE', words: 'Cashless decision overdue by 1 h' });
      const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
      const queue = (await api('GET', '/v1/ops/claims', staff)).json();
      expect(queue.claims.length).toBeGreaterThan(0);
      expect(queue.claims[0]).toMatchObject({
        id: claim.id,
        overdue: true,
        next_clock: { name: 'CASHLESS_DECISION', words: 'Cashless decision overdue by 1 h' },
      });

      // The insurer approves (late: the clock says so), the hospital asks for the discharge, the insurer settles.
      const approved = (await advance(headers, policy.policyNumber, claim.id)).json();
      expect(approved).toMatchObject({ status: 'APPROVED', approved_amount: 85_000 });
      expect(approved.clocks[0]).toMatchObject({ state: 'MISSED', words: 'Cashless decision late by 1 h' });
      const discharge = (await advance(headers, policy.policyNumber, claim.id)).json();
      expect(discharge.status).toBe('DISCHARGE_REQUESTED');
      expect(discharge.clocks[1]).toMatchObject({
        name: 'DISCHARGE_AUTHORISATION',
        state: 'RUNNING',
        words: 'Discharge authorisation due by 15:00',
      });
      clock.set(new Date(clock.now().getTime() + HOUR_MS));
      const settled = (await advance(headers, policy.policyNumber, claim.id)).json();
      expect(settled).toMatchObject({ status: 'SETTLED', approved_amount: 85_000 });
      expect(settled.clocks.map((c: { state: string }) => c.state)).toEqual(['MISSED', 'MET']);
      // Nothing is left to decide, and a settled claim leaves the staff queue.
      expect((await advance(headers, policy.policyNumber, claim.id)).statusCode).toBe(409);
      const after = (await api('GET', '/v1/ops/claims', staff)).json();
      expect(after.claims.map((c: { id: string }) => c.id)).not.toContain(claim.id);

      // The buyer heard of each step once: taken, approved, discharge asked for, settled. A step the sandbox's
      // callback applied before the poll did is told by the callback's request, which may still be writing its notice
      // when the advance has answered: the notices are waited for, then counted.
      await expect
        .poll(async () => (await claimNotices(journeyId)).length, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(4);
      const told = (await claimNotices(journeyId)).map((n) => n.body);
      expect(told).toHaveLength(4);
      expect(told.some((b) => b.includes('The insurer has your claim and is reviewing it.'))).toBe(true);
      expect(told.some((b) => b.includes('Approved for ₹85,000.'))).toBe(true);
      expect(told.some((b) => b.includes('Settled: ₹85,000.'))).toBe(true);
    });

    // docs/product/cancellation.md: a claim being decided is decided on the policy, and health keeps its premium once
    // a claim was made (refunded only where none was).
    it('refuses to cancel a policy with a claim open, and gives back nothing of a health premium claimed on', async () => {
      const { headers, policy } = await boughtHealthPolicy(ctx(), clock);
      const claim = (await intimate(headers, policy.policyNumber, cashless(policy.startDate))).json();
      const quoteUrl = `/v1/policies/${encodeURIComponent(policy.policyNumber)}/cancellation-quote`;
      const refused = await api('GET', quoteUrl, headers);
      expect([refused.statusCode, refused.json().error.message]).toEqual([409, CLAIM_OPEN_NOT_CANCELLED]);
      for (const status of ['APPROVED', 'DISCHARGE_REQUESTED', 'SETTLED'])
        expect((await advance(headers, policy.policyNumber, claim.id)).json().status).toBe(status);
      clock.set(`${addDays(policy.startDate, 45)}T04:30:00Z`);
      const quote = await api('GET', quoteUrl, headers);
      expect(quote.json()).toMatchObject({
        window: 'SHORT_PERIOD',
        refund: 0,
        deductions: [{ label: 'Kept: a claim was made under this policy' }],
      });
    });

    it('makes one claim of a double click or a second tab', async () => {
      const { headers, policy } = await boughtHealthPolicy(ctx(), clock);
      const body = cashless(policy.startDate);
      const answers = await Promise.all([1, 2, 3].map(() => intimate(headers, policy.policyNumber, body)));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
      expect(await list(headers, policy.policyNumber)).toHaveLength(1);
      const atInsurer = await ctx()
        .handle.db.select()
        .from(sandboxInsurerClaims)
        .where(eq(sandboxInsurerClaims.brokerReference, answers[0]!.json().id));
      expect(atInsurer).toHaveLength(1);
    });

    /** One document's file uploaded as the browser does it: a signed URL, the PUT, the check. Answers the claim. */
    const uploadFile = async (h: Headers, n: string, claimId: string, document: string, bytes = documentPdfBytes()) => {
      const slot = await api('POST', `${claimsUrl(n)}/${claimId}/files`, h, {
        document,
        file_name: `${document.toLowerCase()}.pdf`,
        mime_type: 'APPLICATION_PDF',
      });
      expect(slot.statusCode).toBe(200);
      const { file_id, pre_signed_url } = slot.json();
      expect((await putSigned(ctx().app, pre_signed_url, bytes, 'application/pdf')).statusCode).toBe(200);
      return api('POST', `${claimsUrl(n)}/${claimId}/files/${file_id}/process`, h);
    };
    const sendDocuments = (h: Headers, n: string, claimId: string) =>
      api('POST', `${claimsUrl(n)}/${claimId}/documents`, h, {});

    it('asks for the documents with no settlement clock, takes them as checked files, then runs 15 days from the last one, and rejects an exclusion with its reason', async () => {
      const { headers, policy } = await boughtHealthPolicy(ctx(), clock);
      const made = await intimate(
        headers,
        policy.policyNumber,
        reimbursement(policy.startDate, 40_000, 'Cosmetic rhinoplasty'),
      );
      const claim = made.json();
      expect(claim).toMatchObject({
        status: 'DOCUMENTS_REQUESTED',
        documents_requested: ['CLAIM_FORM', 'HOSPITAL_BILLS', 'DISCHARGE_SUMMARY'],
        clocks: [],
        files: [],
      });
      // Nothing to decide while the insurer waits on documents, and nothing to send before their files.
      expect((await advance(headers, policy.policyNumber, claim.id)).statusCode).toBe(409);
      const early = await sendDocuments(headers, policy.policyNumber, claim.id);
      expect(early.json().error.message).toBe('Upload Claim form, Hospital bills, Discharge summary first');

      // A file that is not what it says is refused and forgotten; a real one is kept, READY.
      const fake = await uploadFile(headers, policy.policyNumber, claim.id, 'CLAIM_FORM', pngBytes());
      expect(fake.statusCode).toBe(400);
      expect((await list(headers, policy.policyNumber))[0].files).toEqual([]);
      for (const d of ['CLAIM_FORM', 'HOSPITAL_BILLS']) await uploadFile(headers, policy.policyNumber, claim.id, d);
      const missingOne = await sendDocuments(headers, policy.policyNumber, claim.id);
      expect(missingOne.json().error.message).toBe('Upload Discharge summary first');
      const last = await uploadFile(headers, policy.policyNumber, claim.id, 'DISCHARGE_SUMMARY');
      expect(last.json().files).toEqual([
        expect.objectContaining({ document: 'CLAIM_FORM', state: 'READY', size_bytes: documentPdfBytes().length }),
        expect.objectContaining({ document: 'HOSPITAL_BILLS', state: 'READY' }),
        expect.objectContaining({ document: 'DISCHARGE_SUMMARY', state: 'READY', file_name: 'discharge_summary.pdf' }),
      ]);

      clock.set(new Date(clock.now().getTime() + 24 * HOUR_MS));
      const sent = await sendDocuments(headers, policy.policyNumber, claim.id);
      expect(sent.json()).toMatchObject({
        status: 'INTIMATED',
        documents_requested: [],
        clocks: [
          {
            name: 'SETTLEMENT',
            state: 'RUNNING',
            due_at: new Date(clock.now().getTime() + 15 * 24 * HOUR_MS).toISOString(),
          },
        ],
      });
      expect(sent.json().files.map((f: { state: string }) => f.state)).toEqual(['SENT', 'SENT', 'SENT']);
      // The insurer is no longer waiting: no further file, no second send.
      expect((await sendDocuments(headers, policy.policyNumber, claim.id)).statusCode).toBe(409);
      const afterwards = await api('POST', `${claimsUrl(policy.policyNumber)}/${claim.id}/files`, headers, {
        document: 'CLAIM_FORM',
        file_name: 'again.pdf',
        mime_type: 'APPLICATION_PDF',
      });
      expect(afterwards.statusCode).toBe(409);
      const rejected = (await advance(headers, policy.policyNumber, claim.id)).json();
      expect(rejected).toMatchObject({
        status: 'REJECTED',
        approved_amount: null,
        reason: 'Cosmetic treatment is excluded under this policy (sandbox rule)',
        clocks: [{ name: 'SETTLEMENT', state: 'MET' }],
      });
    });

    it('lets the insurer fetch a sent file by its signed link only: not altered, not expired, not another insurer', async () => {
      const { headers, policy } = await boughtHealthPolicy(ctx(), clock);
      const claim = (
        await intimate(headers, policy.policyNumber, reimbursement(policy.startDate, 12_000, 'Dengue fever'))
      ).json();
      for (const d of ['CLAIM_FORM', 'HOSPITAL_BILLS', 'DISCHARGE_SUMMARY'])
        await uploadFile(headers, policy.policyNumber, claim.id, d);
      // The links the broker sent, as the sandbox insurer stored what it fetched: read back from its own record.
      const links: string[] = [];
      const connector = ctx().app.claimsDesk;
      const spy = vi.spyOn(connector, 'sendDocuments');
      expect((await sendDocuments(headers, policy.policyNumber, claim.id)).json().status).toBe('INTIMATED');
      for (const f of spy.mock.calls[0]![1]) links.push(f.url);
      spy.mockRestore();
      expect(links).toHaveLength(3);
      const url = new URL(links[0]!);
      const get = (u: string) => ctx().app.inject({ method: 'GET', url: u });
      const fetched = await get(`${url.pathname}${url.search}`);
      expect(fetched.statusCode).toBe(200);
      expect(fetched.headers['content-type']).toBe('application/pdf');
      expect(fetched.rawPayload.equals(documentPdfBytes())).toBe(true);
      const sig = url.searchParams.get('signature')!;
      const altered = `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 1}&signature=${sig}`;
      expect((await get(altered)).statusCode).toBe(404);
      const otherInsurer = `${url.pathname.replace(/insurers\/[^/]+/, 'insurers/niva-bupa')}${url.search}`;
      expect((await get(otherInsurer)).statusCode).toBe(404);
      clock.set(new Date(clock.now().getTime() + 8 * 24 * HOUR_MS));
      expect((await get(`${url.pathname}${url.search}`)).statusCode).toBe(404);
    });

    it('keeps a claim’s files to its owner: no stranger uploads, checks or removes one', async () => {
      const { headers, policy } = await boughtHealthPolicy(ctx(), clock);
      const other = await readyToPayJourney(ctx().app, 'ABCDK1235F');
      const claim = (
        await intimate(headers, policy.policyNumber, reimbursement(policy.startDate, 12_000, 'Typhoid'))
      ).json();
      const filesUrl = `${claimsUrl(policy.policyNumber)}/${claim.id}/files`;
      const body = { document: 'CLAIM_FORM', file_name: 'form.pdf', mime_type: 'APPLICATION_PDF' };
      expect((await api('POST', filesUrl, other.headers, body)).statusCode).toBe(404);
      // A document that does not go with a reimbursement is refused, naming the field.
      const wrong = await api('POST', filesUrl, headers, { ...body, document: 'FIR' });
      expect(wrong.json().error.fields).toHaveProperty('document');
      const processed = await uploadFile(headers, policy.policyNumber, claim.id, 'CLAIM_FORM');
      const fileId = processed.json().files[0].id;
      expect((await api('POST', `${filesUrl}/${fileId}/process`, other.headers)).statusCode).toBe(404);
      expect((await api('DELETE', `${filesUrl}/${fileId}`, other.headers)).statusCode).toBe(404);
      // The owner removes it before sending; it is gone from the claim.
      const removed = await api('DELETE', `${filesUrl}/${fileId}`, headers);
      expect(removed.json().files).toEqual([]);
      expect((await api('DELETE', `${filesUrl}/${fileId}`, headers)).statusCode).toBe(404);
    });

    /** The objects stored under a claim's key prefix: what erasure, removal and refusal must leave nothing of. */
    const storedUnder = (claimId: string) => {
      const dir = storedObject(`claims/${claimId}`);
      return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    };
    /** A file's URL asked for and its bytes PUT, not yet checked: its id and URL. */
    const storedFile = async (h: Headers, n: string, claimId: string, document: string) => {
      const slot = (
        await api('POST', `${claimsUrl(n)}/${claimId}/files`, h, {
          document,
          file_name: 'scan.pdf',
          mime_type: 'APPLICATION_PDF',
        })
      ).json();
      await putSigned(ctx().app, slot.pre_signed_url, documentPdfBytes(), 'application/pdf');
      return slot as { file_id: string; pre_signed_url: string };
    };

    it('leaves no stored copy of a file removed while it is checked, whichever finishes first', async () => {
      const { headers, policy } = await boughtHealthPolicy(ctx(), clock);
      const n = policy.policyNumber;
      const claim = (await intimate(headers, n, reimbursement(policy.startDate, 12_000, 'Malaria'))).json();
      const filesUrl = `${claimsUrl(n)}/${claim.id}/files`;
      for (let round = 0; round < 6; round += 1) {
        const { file_id } = await storedFile(headers, n, claim.id, 'CLAIM_FORM');
        const [, removed] = await Promise.all([
          api('POST', `${filesUrl}/${file_id}/process`, headers),
          api('DELETE', `${filesUrl}/${file_id}`, headers),
        ]);
        expect(removed.statusCode).toBe(200);
      }
      expect((await list(headers, n))[0].files).toEqual([]);
      expect(storedUnder(claim.id)).toEqual([]);
    });

    it('sends each file once, one send at a time, and asks again for a document the insurer could not fetch', async () => {
      const { headers, policy } = await boughtHealthPolicy(ctx(), clock);
      const n = policy.policyNumber;
      const claim = (await intimate(headers, n, reimbursement(policy.startDate, 15_000, 'Jaundice'))).json();
      for (const d of ['CLAIM_FORM', 'HOSPITAL_BILLS', 'DISCHARGE_SUMMARY']) await uploadFile(headers, n, claim.id, d);
      // The hospital bills' stored copy is lost before the insurer fetches it: the insurer asks for them again.
      const bills = (await ctx().app.claimsDesk.files.forClaim(claim.id)).find((f) => f.document === 'HOSPITAL_BILLS');
      fs.rmSync(storedObject(bills!.objectKey));
      const sends = await Promise.all([1, 2, 3].map(() => sendDocuments(headers, n, claim.id)));
      // One send goes; the others find its files taken (409) or, once it is done, the bills still missing (400).
      expect(sends.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(sends.filter((r) => r.statusCode !== 200).map((r) => [400, 409].includes(r.statusCode))).toEqual([
        true,
        true,
      ]);
      const after = sends.find((r) => r.statusCode === 200)!.json();
      expect(after).toMatchObject({ status: 'DOCUMENTS_REQUESTED', documents_requested: ['HOSPITAL_BILLS'] });
      // What was sent is not sent again: a new file of the bills is needed.
      expect((await sendDocuments(headers, n, claim.id)).json().error.message).toBe('Upload Hospital bills first');
      // An upload started now, not yet checked, stays the buyer's to finish while the insurer still waits.
      await uploadFile(headers, n, claim.id, 'HOSPITAL_BILLS');
      const pending = await storedFile(headers, n, claim.id, 'INVESTIGATION_REPORTS');
      const done = await sendDocuments(headers, n, claim.id);
      expect(done.json()).toMatchObject({ status: 'INTIMATED', documents_requested: [] });
      // Once the insurer waits for nothing, the unchecked upload and its bytes are gone, and its URL takes no more.
      expect(done.json().files.map((f: { state: string }) => f.state)).toEqual(['SENT', 'SENT', 'SENT', 'SENT']);
      const late = await putSigned(ctx().app, pending.pre_signed_url, documentPdfBytes(), 'application/pdf');
      expect(late.statusCode).toBe(404);
      // The four sent files' sealed copies stay for the insurer's links, but for the one lost above.
      expect(storedUnder(claim.id)).toHaveLength(3);
    });

    it('gives the buyer their claims and file records in the export, and erases the files and their words with the account', async () => {
      const { headers, policy } = await boughtHealthPolicy(ctx(), clock);
      const claim = (
        await intimate(headers, policy.policyNumber, reimbursement(policy.startDate, 9_000, 'Viral fever'))
      ).json();
      await uploadFile(headers, policy.policyNumber, claim.id, 'HOSPITAL_BILLS');
      const exported = (await api('GET', '/v1/account/export', headers)).json();
      expect(exported.claims).toEqual([expect.objectContaining({ id: claim.id, description: 'Viral fever' })]);
      expect(exported.claim_files).toEqual([
        expect.objectContaining({ document: 'HOSPITAL_BILLS', file_name: 'hospital_bills.pdf' }),
      ]);
      expect(exported.claim_files[0]).not.toHaveProperty('object_key');
      const [file] = await ctx().app.claimsDesk.files.forClaim(claim.id);
      expect(file && fs.existsSync(storedObject(file.objectKey))).toBe(true);
      const deleted = await api('DELETE', '/v1/account', headers);
      expect(deleted.json()).toMatchObject({ policies_kept: 1, uploads_erased: expect.any(Number) });
      expect(await ctx().app.claimsDesk.files.forClaim(claim.id)).toEqual([]);
      // The claim stays with the policy's record, without the buyer's words or the hospital's name.
      const [kept] = await ctx().handle.db.select().from(claims).where(eq(claims.id, claim.id));
      expect(kept).toMatchObject({
        description: 'Erased at the buyer’s request',
        details: {},
        claimedPaise: 900_000,
        status: 'DOCUMENTS_REQUESTED',
      });
      expect(file && fs.existsSync(storedObject(file.objectKey))).toBe(false);
    });

    it('applies a callback once: a replay, an older version, one after the final word and a forged one change nothing', async () => {
      const { headers, policy } = await boughtHealthPolicy(ctx(), clock);
      const claim = (await intimate(headers, policy.policyNumber, cashless(policy.startDate))).json();
      const [row] = await ctx().handle.db.select().from(claims).where(eq(claims.id, claim.id));
      if (!row?.insurerRef) throw new Error('the insurer has not taken the claim');
      const answer = (over: Record<string, unknown>) => ({
        claim_id: row.insurerRef,
        broker_reference: row.id,
        claim_number: claim.insurer_claim_number,
        status: 'APPROVED',
        version: 2,
        approved_paise: 8_000_000,
        reason: null,
        documents_requested: [],
        ...over,
      });
      const statusNow = async () => (await list(headers, policy.policyNumber))[0];
      expect((await callback(row.insurerId, answer({}))).statusCode).toBe(200);
      expect(await statusNow()).toMatchObject({ status: 'APPROVED', approved_amount: 80_000 });
      // The same answer again, and a late one from before it: as they were.
      expect((await callback(row.insurerId, answer({}))).statusCode).toBe(200);
      expect(
        (await callback(row.insurerId, answer({ status: 'INTIMATED', version: 1, approved_paise: null }))).statusCode,
      ).toBe(200);
      expect(await statusNow()).toMatchObject({ status: 'APPROVED', approved_amount: 80_000 });
      // A move the states refuse (a rejection of an approved claim without discharge) and one for more than claimed.
      await callback(row.insurerId, answer({ status: 'REJECTED', version: 3, reason: 'late', approved_paise: null }));
      await callback(row.insurerId, answer({ status: 'APPROVED', version: 3, approved_paise: 9_000_000 }));
      expect(await statusNow()).toMatchObject({ status: 'APPROVED', approved_amount: 80_000 });
      // Not signed with the insurer's secret, or for no claim of ours.
      expect((await callback(row.insurerId, answer({ version: 4 }), 'f'.repeat(64))).statusCode).toBe(400);
      expect((await callback(row.insurerId, answer({ version: 4, broker_reference: randomUUID() }))).statusCode).toBe(
        404,
      );
    });

    it('answers only the policy’s owner, and only claims that fit the policy and its cover', async () => {
      const { headers, policy } = await boughtHealthPolicy(ctx(), clock);
      const other = await readyToPayJourney(ctx().app, 'ABCDK1235F');
      const body = cashless(policy.startDate);
      expect((await intimate(other.headers, policy.policyNumber, body)).statusCode).toBe(404);
      expect((await api('GET', claimsUrl(policy.policyNumber), other.headers)).statusCode).toBe(404);
      const motor = { ...body, kind: 'OWN_DAMAGE', survey_address: 'Pune', hospital_name: undefined };
      expect((await intimate(headers, policy.policyNumber, motor)).json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { kind: expect.any(String) },
      });
      const before = { ...body, idempotency_key: randomUUID(), incident_date: '2020-01-01' };
      expect((await intimate(headers, policy.policyNumber, before)).json().error.fields).toHaveProperty(
        'incident_date',
      );
      expect(await list(headers, policy.policyNumber)).toEqual([]);
    });
  },
  { DATA_DIR: dataDir },
  { clock },
);

// Two API processes on one PostgreSQL database: a claim both send to the insurer at once (a job and a retry after a
// restart) makes one claim at the insurer, applied once.
describe.runIf(process.env.TEST_DATABASE_URL)('claims across two processes on PostgreSQL', () => {
  const shared = settableClock(new Date());
  let a: Awaited<ReturnType<typeof startTestApp>>;
  let b: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    a = await startTestApp('postgres', {}, { clock: shared });
    b = await startTestApp('postgres', {}, { databaseUrl: a.databaseUrl as string, clock: shared });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('sends a claim once, however many workers take it at once', async () => {
    const { policy } = await boughtHealthPolicy(a, shared);
    const [insurer] = await a.handle.db.select().from(policies).where(eq(policies.id, policy.id));
    const caseRow = await a.app.insurerDesk.cases.forJourney(insurer!.journeyId);
    const { row } = await a.app.claimsDesk.claims.intimate({
      policyId: policy.id,
      idempotencyKey: randomUUID(),
      insurerId: caseRow!.insurerId,
      kind: 'REIMBURSEMENT',
      claimedPaise: 1_000_000,
      incidentDate: policy.startDate,
      description: 'Dengue fever',
      details: { hospital_name: 'City Clinic' },
      documents: ['CLAIM_FORM', 'HOSPITAL_BILLS', 'DISCHARGE_SUMMARY'],
      intimatedAt: shared.now(),
    });
    await Promise.all([a, b, a, b].map((p) => p.app.claimsDesk.submit(row.id)));
    const [after] = await a.handle.db.select().from(claims).where(eq(claims.id, row.id));
    expect(after).toMatchObject({ status: 'INTIMATED', decision: expect.objectContaining({ version: 1 }) });
    const atInsurer = await a.handle.db
      .select()
      .from(sandboxInsurerClaims)
      .where(eq(sandboxInsurerClaims.brokerReference, row.id));
    expect(atInsurer).toHaveLength(1);
  });
});

/** A claim stored and not yet sent, as a process that died between the two leaves it, intimated `minutes` ago. */
async function unsentClaim(ctx: TestContext, clock: ReturnType<typeof settableClock>, minutes: number) {
  const { policy, journeyId } = await boughtHealthPolicy(ctx, clock);
  const caseRow = await ctx.app.insurerDesk.cases.forJourney(journeyId);
  const { row } = await ctx.app.claimsDesk.claims.intimate({
    policyId: policy.id,
    idempotencyKey: randomUUID(),
    insurerId: caseRow!.insurerId,
    kind: 'REIMBURSEMENT',
    claimedPaise: 2_500_000,
    incidentDate: policy.startDate,
    description: 'Fractured wrist',
    details: { hospital_name: 'City Clinic' },
    documents: ['CLAIM_FORM', 'HOSPITAL_BILLS', 'DISCHARGE_SUMMARY'],
    intimatedAt: clock.now(),
  });
  await ctx.handle.db
    .update(claims)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(claims.id, row.id));
  return row;
}

// A claim stored but not sent when its process died: the next process's sweep hands it to the queue, whose job sends
// it once, however often the sweep runs.
describe.each(drivers)('a claim left unsent by a restart [%s]', (driver) => {
  it('is sent by the next process, once', async () => {
    const restartClock = settableClock(new Date());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-claims-restart-'));
    const first = await startTestApp(driver, {}, { dataDir, clock: restartClock });
    const row = await unsentClaim(first, restartClock, 2);
    const databaseUrl = first.databaseUrl;
    await first.app.close();
    await first.handle.close();
    const second = await startTestApp(
      driver,
      {},
      { dataDir, clock: restartClock, ...(databaseUrl ? { databaseUrl } : {}) },
    );
    try {
      const read = async () => (await second.handle.db.select().from(claims).where(eq(claims.id, row.id)))[0];
      expect(await read()).toMatchObject({ status: 'SUBMITTING' });
      // The minute's sweep, run now and again at once, as two processes' sweeps may.
      expect(await second.app.claimsDesk.sweep()).toBe(1);
      await second.app.claimsDesk.sweep();
      await vi.waitFor(async () => expect((await read())?.status).toBe('INTIMATED'), {
        timeout: 20_000,
        interval: 200,
      });
      const atInsurer = await second.handle.db
        .select()
        .from(sandboxInsurerClaims)
        .where(eq(sandboxInsurerClaims.brokerReference, row.id));
      expect(atInsurer).toHaveLength(1);
      expect(await second.app.claimsDesk.sweep()).toBe(0);
    } finally {
      await second.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
