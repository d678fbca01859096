import { randomUUID, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { claimFiles, policies } from '../../db/schema.ts';
import { settableClock } from '../../lib/clock.ts';
import { payConfirmedJourney } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { documentPdfBytes, pngBytes } from '../../../test/files.ts';
import { putSigned, presignKyc } from '../../../test/kyc-fixtures.ts';
import { localStoreDir } from '../../../test/temp-dir.ts';
import { describeWithApp, type TestContext } from '../../../test/test-app.ts';
import { createClaimFileLinks } from './claim-files.ts';
import { TEST_APP_SECRET } from '../../../test/ops-fixtures.ts';

type Headers = Record<string, string>;
const HOUR_MS = 3_600_000;
const log = (...a: unknown[]) => console.log('ATTACK', ...a);

async function boughtHealthPolicy({ app, handle }: TestContext, clock: ReturnType<typeof settableClock>, pan?: string) {
  const j = await readyToPayJourney(app, pan);
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

const clock = settableClock(new Date());
const { dataDir, storedObject } = localStoreDir('attack-claims');
const links = createClaimFileLinks(createHmac('sha256', TEST_APP_SECRET).update('claim-file-links').digest());

function listObjects(): string[] {
  const root = path.join(dataDir, 'objects');
  if (!fs.existsSync(root)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(path.relative(root, p));
    }
  };
  walk(root);
  return out;
}

describeWithApp(
  'attack claim files basic',
  (ctx, api) => {
    const claimsUrl = (n: string) => `/v1/policies/${encodeURIComponent(n)}/claims`;
    const reimb = (h: Headers, n: string, startDate: string) =>
      api('POST', claimsUrl(n), h, {
        kind: 'REIMBURSEMENT',
        idempotency_key: randomUUID(),
        hospital_name: 'City Clinic',
        incident_date: startDate,
        claimed_amount: 12_000,
        description: 'Dengue fever',
      });
    const slot = (h: Headers, n: string, claimId: string, over: Record<string, unknown> = {}) =>
      api('POST', `${claimsUrl(n)}/${claimId}/files`, h, {
        document: 'CLAIM_FORM',
        file_name: 'form.pdf',
        mime_type: 'APPLICATION_PDF',
        ...over,
      });
    const proc = (h: Headers, n: string, c: string, f: string) =>
      api('POST', `${claimsUrl(n)}/${c}/files/${f}/process`, h);
    const del = (h: Headers, n: string, c: string, f: string) => api('DELETE', `${claimsUrl(n)}/${c}/files/${f}`, h);
    const send = (h: Headers, n: string, c: string) => api('POST', `${claimsUrl(n)}/${c}/documents`, h, {});
    const uploadFile = async (h: Headers, n: string, c: string, document: string, bytes = documentPdfBytes()) => {
      const s = await slot(h, n, c, { document, file_name: `${document.toLowerCase()}.pdf` });
      expect(s.statusCode).toBe(200);
      const { file_id, pre_signed_url } = s.json();
      expect((await putSigned(ctx().app, pre_signed_url, bytes, 'application/pdf')).statusCode).toBe(200);
      const p = await proc(h, n, c, file_id);
      return { p, file_id, pre_signed_url };
    };
    const shape = (r: { statusCode: number; json: () => any }) => {
      let body: any;
      try {
        body = r.json();
      } catch {
        body = null;
      }
      return { status: r.statusCode, code: body?.error?.code, msg: body?.error?.message, fields: body?.error?.fields };
    };
    const expectErrorShape = (label: string, r: { statusCode: number; json: () => any }) => {
      const s = shape(r);
      log(label, JSON.stringify(s));
      expect.soft(s.status, label).toBeGreaterThanOrEqual(400);
      expect.soft(s.status, label).toBeLessThan(500);
      expect.soft(typeof s.code, label).toBe('string');
    };

    it('ownership: anonymous and stranger on every route; file ids across claims', async () => {
      const a = await boughtHealthPolicy(ctx(), clock);
      const claimA = (await reimb(a.headers, a.policy.policyNumber, a.policy.startDate)).json();
      const claimA2 = (await reimb(a.headers, a.policy.policyNumber, a.policy.startDate)).json();
      const b = await boughtHealthPolicy(ctx(), clock, 'ABCDK1236F');
      const claimB = (await reimb(b.headers, b.policy.policyNumber, b.policy.startDate)).json();
      expect(claimA.status).toBe('DOCUMENTS_REQUESTED');
      expect(claimB.status).toBe('DOCUMENTS_REQUESTED');
      const up = await uploadFile(a.headers, a.policy.policyNumber, claimA.id, 'CLAIM_FORM');
      expect(up.p.statusCode).toBe(200);
      const fA = up.file_id;
      const pending = (await slot(a.headers, a.policy.policyNumber, claimA.id)).json().file_id;
      const n = a.policy.policyNumber;
      const anon = {};
      const fake = { 'x-session-id': randomUUID() };
      for (const [who, h] of [
        ['anon', anon],
        ['fake-session', fake],
        ['stranger', b.headers],
      ] as const) {
        expectErrorShape(`${who} slot`, await slot(h, n, claimA.id));
        expectErrorShape(`${who} slot bad body`, await api('POST', `${claimsUrl(n)}/${claimA.id}/files`, h, { x: 1 }));
        expectErrorShape(`${who} process`, await proc(h, n, claimA.id, pending));
        expectErrorShape(`${who} delete`, await del(h, n, claimA.id, fA));
        expectErrorShape(`${who} send`, await send(h, n, claimA.id));
        expectErrorShape(`${who} send bad body`, await api('POST', `${claimsUrl(n)}/${claimA.id}/documents`, h, { a: 1 }));
      }
      // stranger B: uses own policy number with A's claim id and A's file id
      const nb = b.policy.policyNumber;
      expectErrorShape('B own policy + A claim: slot', await slot(b.headers, nb, claimA.id));
      expectErrorShape('B own policy + A claim: process', await proc(b.headers, nb, claimA.id, pending));
      expectErrorShape('B own policy + A claim: delete', await del(b.headers, nb, claimA.id, fA));
      expectErrorShape('B own claim + A file: process', await proc(b.headers, nb, claimB.id, pending));
      expectErrorShape('B own claim + A file: delete', await del(b.headers, nb, claimB.id, fA));
      // A: file of claim A1 on A2's routes
      expectErrorShape('A2 route + A1 file process', await proc(a.headers, n, claimA2.id, pending));
      expectErrorShape('A2 route + A1 file delete', await del(a.headers, n, claimA2.id, fA));
      // A's files still there
      const [still] = (await api('GET', claimsUrl(n), a.headers)).json().claims.filter((c: any) => c.id === claimA.id);
      log('A files after strangers', JSON.stringify(still.files.map((f: any) => f.state)));
      expect(still.files).toHaveLength(2);
      // Stranger's own claim B: sending with only A's files? (B has none)
      expectErrorShape('B send no files', await send(b.headers, nb, claimB.id));
    });

    it('signed PUT url: reuse after processing, after refusal, after removal, path tamper, kyc confusion', async () => {
      const a = await boughtHealthPolicy(ctx(), clock, 'ABCDK1237F');
      const n = a.policy.policyNumber;
      const claim = (await reimb(a.headers, n, a.policy.startDate)).json();
      const up = await uploadFile(a.headers, n, claim.id, 'CLAIM_FORM');
      expect(up.p.statusCode).toBe(200);
      const reuse = await putSigned(ctx().app, up.pre_signed_url, pngBytes(), 'application/pdf');
      log('PUT after processed', reuse.statusCode, reuse.body);
      expect.soft(reuse.statusCode).toBe(409);
      // Refused upload, then PUT again to its URL
      const s2 = (await slot(a.headers, n, claim.id, { document: 'HOSPITAL_BILLS' })).json();
      await putSigned(ctx().app, s2.pre_signed_url, pngBytes(), 'application/pdf');
      const refused = await proc(a.headers, n, claim.id, s2.file_id);
      log('process png as pdf', shape(refused));
      expect.soft(refused.statusCode).toBe(400);
      const after = await putSigned(ctx().app, s2.pre_signed_url, documentPdfBytes(), 'application/pdf');
      log('PUT after refused', after.statusCode, after.body);
      expect.soft(after.statusCode).toBe(404);
      const reproc = await proc(a.headers, n, claim.id, s2.file_id);
      log('process refused again', shape(reproc));
      expect.soft(reproc.statusCode).toBe(404);
      // Removed pending, then PUT
      const s3 = (await slot(a.headers, n, claim.id, { document: 'HOSPITAL_BILLS' })).json();
      expect((await del(a.headers, n, claim.id, s3.file_id)).statusCode).toBe(200);
      const afterDel = await putSigned(ctx().app, s3.pre_signed_url, documentPdfBytes(), 'application/pdf');
      log('PUT after removal', afterDel.statusCode, afterDel.body);
      expect.soft(afterDel.statusCode).toBe(404);
      expect.soft(fs.existsSync(storedObject(`claims/${claim.id}/${s3.file_id}`))).toBe(false);
      // Path tamper: same signature, key switched to kyc/..., or claim id swapped
      const s4 = (await slot(a.headers, n, claim.id, { document: 'HOSPITAL_BILLS' })).json();
      const u = new URL(s4.pre_signed_url, 'http://x');
      const kycPath = u.pathname.replace('/claims/', '/kyc/');
      const t1 = await putSigned(ctx().app, `${kycPath}${u.search}`, documentPdfBytes(), 'application/pdf');
      log('PUT path claims->kyc', t1.statusCode);
      expect.soft(t1.statusCode).toBe(403);
      const t2 = await putSigned(
        ctx().app,
        `${u.pathname.replace(claim.id, randomUUID())}${u.search}`,
        documentPdfBytes(),
        'application/pdf',
      );
      log('PUT other claim id', t2.statusCode);
      expect.soft(t2.statusCode).toBe(403);
      const t3 = await putSigned(ctx().app, `${u.pathname}${u.search}`, documentPdfBytes(), 'image/png');
      log('PUT wrong content-type', t3.statusCode, t3.body);
      expect.soft(t3.statusCode).toBe(400);
      const t4 = await putSigned(
        ctx().app,
        `${u.pathname}${u.search.replace(/max=\d+/, 'max=99999999')}`,
        documentPdfBytes(),
        'application/pdf',
      );
      log('PUT altered max', t4.statusCode);
      expect.soft(t4.statusCode).toBe(403);
      const t5 = await putSigned(ctx().app, `${u.pathname}/..${u.search}`, documentPdfBytes(), 'application/pdf');
      log('PUT dotdot', t5.statusCode, t5.body);
      expect.soft(t5.statusCode).toBeLessThan(500);
      const t6 = await ctx().app.inject({ method: 'PUT', url: `${u.pathname}${u.search}`, headers: { 'content-type': 'application/pdf' }, payload: Buffer.alloc(0) });
      log('PUT empty body', t6.statusCode, t6.body);
      expect.soft(t6.statusCode).toBeLessThan(500);
      // KYC url used where a claim file is expected: process a claim file whose bytes sit under a kyc key? Presign a
      // KYC for this journey (is it still possible on a paid journey?)
      const kyc = await presignKyc(ctx().app, { journeyId: a.journeyId, headers: a.headers }, 'PAN');
      log('KYC presign on paid journey', kyc.statusCode);
      // Process before upload
      const s5 = (await slot(a.headers, n, claim.id, { document: 'DISCHARGE_SUMMARY' })).json();
      const early = await proc(a.headers, n, claim.id, s5.file_id);
      log('process before PUT', shape(early));
      expect.soft(early.statusCode).toBe(400);
    });

    it('claim state: uploading/processing/sending on a claim not waiting for documents', async () => {
      const a = await boughtHealthPolicy(ctx(), clock, 'ABCDK1238F');
      const n = a.policy.policyNumber;
      const cashless = (
        await api('POST', claimsUrl(n), a.headers, {
          kind: 'CASHLESS_PLANNED',
          idempotency_key: randomUUID(),
          hospital_name: 'Sandbox Network Hospital, Pune',
          incident_date: a.policy.startDate,
          claimed_amount: 85_000,
          description: 'Planned knee arthroscopy',
        })
      ).json();
      log('cashless status', cashless.status);
      expectErrorShape('slot on INTIMATED', await slot(a.headers, n, cashless.id, { document: 'INVESTIGATION_REPORTS' }));
      expectErrorShape('send on INTIMATED', await send(a.headers, n, cashless.id));
      // A file stored while DOCUMENTS_REQUESTED, then the claim sent; the leftover pending file
      const claim = (await reimb(a.headers, n, a.policy.startDate)).json();
      for (const d of ['CLAIM_FORM', 'HOSPITAL_BILLS', 'DISCHARGE_SUMMARY'])
        expect((await uploadFile(a.headers, n, claim.id, d)).p.statusCode).toBe(200);
      const leftover = (await slot(a.headers, n, claim.id, { document: 'INVESTIGATION_REPORTS' })).json();
      await putSigned(ctx().app, leftover.pre_signed_url, documentPdfBytes(), 'application/pdf');
      const sent = await send(a.headers, n, claim.id);
      log('send', sent.statusCode, sent.json().status, JSON.stringify(sent.json().files.map((f: any) => [f.document, f.state])));
      const late = await proc(a.headers, n, claim.id, leftover.file_id);
      log('process leftover after send', shape(late));
      // Remove a SENT file
      const sentId = sent.json().files.find((f: any) => f.state === 'SENT').id;
      const rm = await del(a.headers, n, claim.id, sentId);
      log('delete sent', shape(rm));
      expect.soft(rm.statusCode).toBe(409);
      // The pending leftover can be removed
      const rm2 = await del(a.headers, n, claim.id, leftover.file_id);
      log('delete leftover pending after send', rm2.statusCode);
    });

    it('bad input everywhere', async () => {
      const a = await boughtHealthPolicy(ctx(), clock, 'ABCDK1239F');
      const n = a.policy.policyNumber;
      const claim = (await reimb(a.headers, n, a.policy.startDate)).json();
      const cases: [string, Record<string, unknown> | string | undefined][] = [
        ['FIR not for reimbursement', { document: 'FIR', file_name: 'a.pdf', mime_type: 'APPLICATION_PDF' }],
        ['unknown doc', { document: 'NOPE', file_name: 'a.pdf', mime_type: 'APPLICATION_PDF' }],
        ['huge name', { document: 'CLAIM_FORM', file_name: 'a'.repeat(100_000), mime_type: 'APPLICATION_PDF' }],
        ['121 name', { document: 'CLAIM_FORM', file_name: 'a'.repeat(121), mime_type: 'APPLICATION_PDF' }],
        ['blank name', { document: 'CLAIM_FORM', file_name: '   ', mime_type: 'APPLICATION_PDF' }],
        ['name nul', { document: 'CLAIM_FORM', file_name: 'a\u0000b.pdf', mime_type: 'APPLICATION_PDF' }],
        ['mime unknown', { document: 'CLAIM_FORM', file_name: 'a.pdf', mime_type: 'text/html' }],
        ['mime raw', { document: 'CLAIM_FORM', file_name: 'a.pdf', mime_type: 'application/pdf' }],
        ['extra key', { document: 'CLAIM_FORM', file_name: 'a.pdf', mime_type: 'APPLICATION_PDF', x: 1 }],
        ['proto', JSON.parse('{"document":"CLAIM_FORM","file_name":"a.pdf","mime_type":"APPLICATION_PDF","__proto__":{"x":1}}')],
        ['array', [] as unknown as Record<string, unknown>],
        ['null doc', { document: null, file_name: 'a.pdf', mime_type: 'APPLICATION_PDF' }],
        ['number name', { document: 'CLAIM_FORM', file_name: 5, mime_type: 'APPLICATION_PDF' }],
      ];
      for (const [label, body] of cases) {
        const r = await api('POST', `${claimsUrl(n)}/${claim.id}/files`, a.headers, body);
        if (label === 'name nul') {
          log(label, shape(r));
          expect.soft(r.statusCode).toBeLessThan(500);
          continue;
        }
        expectErrorShape(label, r);
      }
      const raw = (method: 'POST' | 'DELETE' | 'GET', url: string, payload?: string, ct = 'application/json') =>
        ctx().app.inject({ method, url, headers: { ...a.headers, 'content-type': ct }, ...(payload !== undefined ? { payload } : {}) });
      expectErrorShape('bad json', await raw('POST', `${claimsUrl(n)}/${claim.id}/files`, '{bad'));
      expectErrorShape('text/plain', await raw('POST', `${claimsUrl(n)}/${claim.id}/files`, 'x', 'text/plain'));
      expectErrorShape('no body', await api('POST', `${claimsUrl(n)}/${claim.id}/files`, a.headers));
      expectErrorShape('claim id not uuid', await slot(a.headers, n, 'not-a-uuid'));
      expectErrorShape('claim id random uuid', await slot(a.headers, n, randomUUID()));
      expectErrorShape('policy number huge', await slot(a.headers, 'X'.repeat(5000), claim.id));
      expectErrorShape('policy number weird', await slot(a.headers, '%00%ff', claim.id));
      expectErrorShape('file id not uuid process', await proc(a.headers, n, claim.id, 'abc'));
      expectErrorShape('file id not uuid delete', await del(a.headers, n, claim.id, 'abc'));
      expectErrorShape('file id random process', await proc(a.headers, n, claim.id, randomUUID()));
      expectErrorShape('file id random delete', await del(a.headers, n, claim.id, randomUUID()));
      expectErrorShape('file id = claim id process', await proc(a.headers, n, claim.id, claim.id));
      expectErrorShape('process with body', await api('POST', `${claimsUrl(n)}/${claim.id}/files/${randomUUID()}/process`, a.headers, { a: 1 }));
      expectErrorShape('send with body', await api('POST', `${claimsUrl(n)}/${claim.id}/documents`, a.headers, { documents: ['CLAIM_FORM'] }));
      expectErrorShape('send no body', await api('POST', `${claimsUrl(n)}/${claim.id}/documents`, a.headers));
      expectErrorShape('send array', await api('POST', `${claimsUrl(n)}/${claim.id}/documents`, a.headers, []));
      expectErrorShape('uppercase uuid claim', await slot(a.headers, n, claim.id.toUpperCase()));
      // Insurer link inputs
      const base = `/v1/insurers/sandbox-health/claim-files/${randomUUID()}`;
      const get = (u: string) => ctx().app.inject({ method: 'GET', url: u });
      for (const [label, u] of [
        ['link no query', base],
        ['link bad expires', `${base}?expires=abc&signature=00`],
        ['link long expires', `${base}?expires=${'9'.repeat(21)}&signature=00`],
        ['link neg expires', `${base}?expires=-1&signature=00`],
        ['link long sig', `${base}?expires=1&signature=${'a'.repeat(200)}`],
        ['link non-hex sig', `${base}?expires=9999999999&signature=zz`],
        ['link odd sig', `${base}?expires=9999999999&signature=abc`],
        ['link arr', `${base}?expires=1&expires=2&signature=00`],
        ['link file not uuid', `/v1/insurers/x/claim-files/abc?expires=1&signature=00`],
        ['link insurer long', `/v1/insurers/${'x'.repeat(200)}/claim-files/${randomUUID()}?expires=1&signature=00`],
        ['link 1e10', `${base}?expires=1e10&signature=00`],
      ] as const)
        expectErrorShape(label, await get(u));
    });

    it('mime vs bytes, and what the insurer link serves', async () => {
      const a = await boughtHealthPolicy(ctx(), clock, 'ABCDK1240F');
      const n = a.policy.policyNumber;
      const claim = (await reimb(a.headers, n, a.policy.startDate)).json();
      const tryAs = async (label: string, mime: string, ct: string, bytes: Buffer) => {
        const s = await slot(a.headers, n, claim.id, { mime_type: mime });
        if (s.statusCode !== 200) return log(label, 'slot', s.statusCode);
        const { file_id, pre_signed_url } = s.json();
        const put = await putSigned(ctx().app, pre_signed_url, bytes, ct);
        const p = await proc(a.headers, n, claim.id, file_id);
        log(label, 'put', put.statusCode, 'process', JSON.stringify(shape(p)));
        return { put, p, file_id };
      };
      await tryAs('pdf declared, png bytes', 'APPLICATION_PDF', 'application/pdf', pngBytes());
      await tryAs('png declared, pdf bytes', 'IMAGE_PNG', 'image/png', documentPdfBytes());
      await tryAs('jpeg declared, png bytes', 'IMAGE_JPEG', 'image/jpeg', pngBytes());
      await tryAs('pdf declared, html bytes', 'APPLICATION_PDF', 'application/pdf', Buffer.from('<html><script>alert(1)</script></html>'));
      const polyglot = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('<html><script>alert(1)</script></html>')]);
      const pg = await tryAs('pdf magic + html', 'APPLICATION_PDF', 'application/pdf', polyglot);
      await tryAs('one byte', 'APPLICATION_PDF', 'application/pdf', Buffer.from('%'));
      const big = Buffer.concat([documentPdfBytes(), Buffer.alloc(10 * 1024 * 1024)]);
      const s = (await slot(a.headers, n, claim.id)).json();
      const bigPut = await putSigned(ctx().app, s.pre_signed_url, big, 'application/pdf');
      log('PUT 10MB+', shape(bigPut));
      expect.soft(bigPut.statusCode).toBe(413);
      // Write too-large bytes directly to disk as S3 would allow, then process
      fs.mkdirSync(path.dirname(storedObject(`claims/${claim.id}/${s.file_id}`)), { recursive: true });
      fs.writeFileSync(storedObject(`claims/${claim.id}/${s.file_id}`), big);
      const bigProc = await proc(a.headers, n, claim.id, s.file_id);
      log('process 10MB+ on disk', shape(bigProc));
      expect.soft(bigProc.statusCode).toBe(413);
      expect.soft(fs.existsSync(storedObject(`claims/${claim.id}/${s.file_id}`))).toBe(false);
      log('files', JSON.stringify((await api('GET', claimsUrl(n), a.headers)).json().claims[0].files));
      if (pg?.p.statusCode === 200) {
        const [row] = await ctx().handle.db.select().from(claimFiles).where(eq(claimFiles.id, pg.file_id));
        const link = links.link('', claim.insurer_id ?? '', row!, clock.now().getTime());
        log('polyglot stored; link would be', link.url.slice(0, 60));
      }
    });

    it('insurer link: forged for other insurer, pending file, removed file, other insurer claim, case/zero tricks', async () => {
      const a = await boughtHealthPolicy(ctx(), clock, 'ABCDK1241F');
      const n = a.policy.policyNumber;
      const claim = (await reimb(a.headers, n, a.policy.startDate)).json();
      for (const d of ['CLAIM_FORM', 'HOSPITAL_BILLS', 'DISCHARGE_SUMMARY'])
        expect((await uploadFile(a.headers, n, claim.id, d)).p.statusCode).toBe(200);
      const extra = await uploadFile(a.headers, n, claim.id, 'INVESTIGATION_REPORTS');
      const pending = (await slot(a.headers, n, claim.id, { document: 'INVESTIGATION_REPORTS' })).json();
      const spy = vi.spyOn(ctx().app.claimsDesk, 'sendDocuments');
      const sent = await send(a.headers, n, claim.id);
      const sentLinks = spy.mock.calls[0]![1] as { url: string; document: string }[];
      spy.mockRestore();
      log('sent', sent.statusCode, sent.json().status, sentLinks.length);
      const url = new URL(sentLinks[0]!.url);
      const insurerId = decodeURIComponent(url.pathname.split('/')[3]!);
      log('insurer', insurerId);
      const get = (u: string) => ctx().app.inject({ method: 'GET', url: u });
      const ok = await get(`${url.pathname}${url.search}`);
      log('good link', ok.statusCode, ok.headers['content-type'], ok.headers['content-disposition'], ok.headers['x-content-type-options']);
      expect(ok.statusCode).toBe(200);
      const sig = url.searchParams.get('signature')!;
      const exp = url.searchParams.get('expires')!;
      const variants: [string, string][] = [
        ['upper-case sig', `${url.pathname}?expires=${exp}&signature=${sig.toUpperCase()}`],
        ['leading zero expires', `${url.pathname}?expires=0${exp}&signature=${sig}`],
        ['expires +space', `${url.pathname}?expires=${exp}%20&signature=${sig}`],
        ['insurer upper', `${url.pathname.replace(insurerId, insurerId.toUpperCase())}?expires=${exp}&signature=${sig}`],
        ['file id upper', `${url.pathname.replace(/[0-9a-f-]{36}$/, (m) => m.toUpperCase())}?expires=${exp}&signature=${sig}`],
        ['truncated sig', `${url.pathname}?expires=${exp}&signature=${sig.slice(0, 32)}`],
        ['sig + 00', `${url.pathname}?expires=${exp}&signature=${sig}00`],
        ['empty sig', `${url.pathname}?expires=${exp}&signature=`],
      ];
      for (const [label, u] of variants) {
        const r = await get(u);
        log('link variant', label, r.statusCode);
        expect.soft(r.statusCode, label).not.toBe(500);
      }
      // Forge (with Kavach's key) a link for another insurer: the route's own claim->insurer check
      const [row] = await ctx().handle.db.select().from(claimFiles).where(eq(claimFiles.id, extra.file_id));
      const other = links.link('', 'niva-bupa', row!, clock.now().getTime());
      const r1 = await get(other.url);
      log('valid sig, other insurer', r1.statusCode);
      expect.soft(r1.statusCode).toBe(404);
      // A pending file (never processed), properly signed
      const [prow] = await ctx().handle.db.select().from(claimFiles).where(eq(claimFiles.id, pending.file_id));
      const r2 = await get(links.link('', insurerId, prow!, clock.now().getTime()).url);
      log('valid sig, pending file', r2.statusCode);
      expect.soft(r2.statusCode).toBe(404);
      // A claim of another insurer: none here; use a random file id
      // Expired exactly at boundary
      clock.set(new Date(Number(exp) * 1000));
      log('at expiry second', (await get(`${url.pathname}${url.search}`)).statusCode);
      clock.set(new Date(Number(exp) * 1000 + 1000));
      const r3 = await get(`${url.pathname}${url.search}`);
      log('after expiry', r3.statusCode);
      expect.soft(r3.statusCode).toBe(404);
      clock.set(`${a.policy.startDate}T04:30:00Z`);
      // Account deleted: links die, pending URL dies
      await putSigned(ctx().app, pending.pre_signed_url, documentPdfBytes(), 'application/pdf');
      const before = listObjects().filter((k) => k.includes(claim.id));
      log('objects before delete', before.length);
      const gone = await api('DELETE', '/v1/account', a.headers);
      log('delete account', gone.statusCode, gone.body);
      const r4 = await get(`${url.pathname}${url.search}`);
      log('link after account deletion', r4.statusCode);
      expect.soft(r4.statusCode).toBe(404);
      const r5 = await putSigned(ctx().app, pending.pre_signed_url, documentPdfBytes(), 'application/pdf');
      log('PUT after account deletion', r5.statusCode);
      expect.soft(r5.statusCode).toBe(404);
      const left = listObjects().filter((k) => k.includes(claim.id));
      log('objects left after account deletion', JSON.stringify(left));
      expect.soft(left).toEqual([]);
      const rows = await ctx().handle.db.select().from(claimFiles).where(eq(claimFiles.claimId, claim.id));
      expect.soft(rows).toEqual([]);
      log('old session on claims', (await api('GET', claimsUrl(n), a.headers)).statusCode);
    });
  },
  { DATA_DIR: dataDir },
  { clock },
);
