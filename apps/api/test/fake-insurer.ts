import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { SAMPLE_CATALOGUE_DIRS } from '../src/catalogue/sample-catalogues.ts';

/** How the fake insurer answers one kind of call: at once, or never (the connector's time limit ends the call). */
export type FakeInsurerMode = 'OK' | 'TIMEOUT';

type Proposal = {
  id: string;
  reference: string;
  premium: number;
  status: 'ISSUED' | 'CANCELLED';
  reason: string | null;
};

/**
 * An insurer's API on a port of its own, for tests of what Kavach does when an insurer does not answer: it issues
 * every proposal it is sent, cancels a policy and approves a change when asked, each call answered or left hanging as
 * the test sets it.
 * Start the app with its `env` (INSURER_CONNECTOR=http) so every catalogue insurer is this one.
 */
export async function fakeInsurer(
  modes: { submit?: FakeInsurerMode; cancel?: FakeInsurerMode; endorse?: FakeInsurerMode } = {},
) {
  const mode = { submit: modes.submit ?? 'OK', cancel: modes.cancel ?? 'OK', endorse: modes.endorse ?? 'OK' };
  const endorsed = new Map<string, number>();
  const proposals = new Map<string, Proposal>();
  const answerOf = (p: Proposal) => ({
    proposal_id: p.id,
    broker_reference: p.reference,
    status: p.status,
    version: p.status === 'ISSUED' ? 1 : 2,
    premium_paise: p.premium,
    requirements: [],
    counter_offer: null,
    reason: p.reason,
    policy: {
      policy_number: `FAKE-H-2026-${p.id.slice(0, 8).toUpperCase()}`,
      product_uin: 'FAKEHLIP26001V012526',
      start_date: '2026-12-01',
      end_date: '2027-11-30',
      schedule_pdf: Buffer.from('%PDF-1.4 the insurer’s schedule').toString('base64'),
    },
  });
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const answer = (p: Proposal) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answerOf(p)));
      if (/\/proposals\/[^/]+\/endorsements$/.test(req.url ?? '')) {
        if (mode.endorse === 'TIMEOUT') return;
        // Every change approved, effective 1 December 2026; asked again under its reference, the same one.
        const reference = (JSON.parse(body) as { broker_reference: string }).broker_reference;
        const n = endorsed.get(reference) ?? endorsed.size + 1;
        endorsed.set(reference, n);
        return res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            endorsement_id: `end-${n}`,
            broker_reference: reference,
            status: 'APPROVED',
            version: 1,
            premium_difference_paise: 0,
            reason: null,
            endorsement_number: `FAKE/E${n}`,
            effective_on: '2026-12-01',
            schedule_pdf: Buffer.from(`%PDF-1.4 revised schedule E${n}`).toString('base64'),
          }),
        );
      }
      const cancelled = /\/proposals\/([^/]+)\/cancel$/.exec(req.url ?? '');
      if (cancelled) {
        if (mode.cancel === 'TIMEOUT') return;
        const p = [...proposals.values()].find((x) => x.id === cancelled[1]);
        if (!p) return res.writeHead(404).end();
        if (p.status === 'ISSUED')
          Object.assign(p, { status: 'CANCELLED', reason: (JSON.parse(body) as { reason: string }).reason });
        return answer(p);
      }
      if (mode.submit === 'TIMEOUT') return;
      const submitted = JSON.parse(body || '{}') as { broker_reference: string; premium_paise: number };
      const p = proposals.get(submitted.broker_reference) ?? {
        id: crypto.randomUUID(),
        reference: submitted.broker_reference,
        premium: submitted.premium_paise,
        status: 'ISSUED' as const,
        reason: null,
      };
      proposals.set(submitted.broker_reference, p);
      answer(p);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('fake insurer not listening');
  const ids = Object.values(SAMPLE_CATALOGUE_DIRS).flatMap((dir) =>
    (JSON.parse(fs.readFileSync(`${dir}/insurers.json`, 'utf8')) as { insurer_id: string }[]).map((i) => i.insurer_id),
  );
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-insurers-')), 'insurers.json');
  const entry = (id: string) => ({
    url: `http://127.0.0.1:${address.port}/${id}`,
    api_key: 'fake-key',
    callback_secret: 'fake-callback-secret-0123456789',
  });
  fs.writeFileSync(file, JSON.stringify(Object.fromEntries(ids.map((id) => [id, entry(id)]))));
  return {
    env: { INSURER_CONNECTOR: 'http', INSURERS_FILE: file, INSURER_TIMEOUT_MS: '300' },
    set: (call: keyof typeof mode, next: FakeInsurerMode) => (mode[call] = next),
    /** How many changes the insurer made, however often it was asked. */
    endorsementsMade: () => endorsed.size,
    /** The proposal Kavach sent under this case reference, as the insurer holds it. */
    proposal: (reference: string) => proposals.get(reference),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
