import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { journeys } from '../../db/schema.ts';
import { describeWithApp, type BuyerJourney, type TestContext } from '../../../test/test-app.ts';
import { journeyWithPan, membersFrom, proposer, readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { lifeAssured, savedTermProposal } from '../../../test/term-fixtures.ts';

// A local CKYC search service: holds ABCDE1234F as Rahul Kulkarni's (with a middle name), not ABCDK1234F (the
// sandbox's "found" PAN), fails for ABCDF1234F, and answers for SLOW_PAN (found) only once the test opens
// registryGate. OTHER_HOLDER holds each PAN's record under another name, another birth date, or no name at all.
const SLOW_PAN = 'ABCDS1234F';
const OTHER_HOLDER: Record<string, object> = {
  ABCDM1234F: { found: true, name: 'MEERA IYER' },
  ABCDB1234F: { found: true, name: 'RAHUL KULKARNI', dob: '1950-01-01' },
  ABCDN1234F: { found: true },
};
let openGate = () => {};
let registryGate = Promise.resolve();
const closeGate = () => {
  registryGate = new Promise<void>((resolve) => (openGate = resolve));
};
const searched: { auth: string | undefined; body: unknown }[] = [];
const registry = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    const body = JSON.parse(raw) as { pan: string };
    searched.push({ auth: req.headers.authorization, body });
    if (body.pan === SLOW_PAN)
      return void registryGate.then(() => res.end(JSON.stringify({ found: true, name: 'RAHUL KULKARNI' })));
    if (body.pan === 'ABCDF1234F') {
      res.statusCode = 503;
      return res.end('{}');
    }
    res.setHeader('content-type', 'application/json');
    const found = body.pan === 'ABCDE1234F' ? { found: true, name: 'RAHUL SURESH KULKARNI' } : { found: false };
    res.end(JSON.stringify(OTHER_HOLDER[body.pan] ?? found));
  });
});
await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise((resolve) => registry.close(resolve)));
const registryUrl = `http://127.0.0.1:${(registry.address() as AddressInfo).port}/search`;

async function kycWithPan(ctx: () => TestContext, pan: string) {
  const j = await journeyWithPan(ctx().app, pan);
  return ctx().app.inject({ method: 'GET', url: `/v1/health/journey/kyc-status/${j.journeyId}`, headers: j.headers });
}

describeWithApp(
  'CKYC through the HTTP provider',
  (ctx) => {
    it('asks the registry for the PAN with the API key, and a PAN it finds completes KYC', async () => {
      const res = await kycWithPan(ctx, 'ABCDE1234F');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ckyc_status: 'SUCCESS', kyc_status: 'SUCCESS' });
      expect(searched.at(-1)).toEqual({ auth: 'Bearer ckyc-key-123', body: { pan: 'ABCDE1234F' } });
    });

    // A PAN is no secret: the registry's record must be the proposer's own, or the KYC rests on documents.
    it.each(Object.keys(OTHER_HOLDER))(
      'a record of %s under another name, another birth date or no name leaves CKYC PENDING',
      async (pan) => {
        const res = await kycWithPan(ctx, pan);
        expect(res.json()).toMatchObject({ ckyc_status: 'PENDING', kyc_status: 'PENDING' });
      },
    );

    it('the sandbox rule is gone: a PAN with a fifth letter K the registry does not know stays PENDING', async () => {
      const res = await kycWithPan(ctx, 'ABCDK1234F');
      expect(res.json()).toMatchObject({ ckyc_status: 'PENDING', kyc_status: 'PENDING' });
    });

    it('a failing registry leaves CKYC PENDING (documents next), never a 500', async () => {
      const res = await kycWithPan(ctx, 'ABCDF1234F');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ckyc_status: 'PENDING', kyc_status: 'PENDING' });
      expect(searched.at(-1)?.body).toEqual({ pan: 'ABCDF1234F' });
    });

    it('a slow registry holds nothing during confirmation; a PAN changed meanwhile is refused with 409, never confirmed', async () => {
      const { app } = ctx();
      const j = await readyToPayJourney(app, SLOW_PAN);
      const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: j.headers, payload });
      closeGate();
      const asked = searched.length;
      const confirming = post('/v1/health/journey/confirmation', { journey_id: j.journeyId });
      await expect
        .poll(() => searched.slice(asked).some((s) => (s.body as { pan: string }).pan === SLOW_PAN))
        .toBe(true);

      // While the registry has not answered, the buyer can still work on the journey: nothing waits on the search.
      const config = (await post('/v1/health/journey/user-journey-config', { journey_id: j.journeyId })).json();
      const self = config.members.find((m: { relation: string }) => m.relation === 'SELF');
      const saved = await post('/v1/health/journey/save-insured-member-details', {
        journey_id: j.journeyId,
        proposer_details: { ...proposer(self.dob), pan_number: 'ABCDE1234F' },
        insured_member_list: membersFrom(config),
      });
      expect(saved.statusCode).toBe(200);

      openGate();
      const refused = await confirming;
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'The proposer changed while this was being confirmed. Please review and confirm again.',
      );
      // Confirmed afresh, for the PAN now on the proposal (found by the registry).
      const again = await post('/v1/health/journey/confirmation', { journey_id: j.journeyId });
      expect(again.statusCode).toBe(200);
      expect(searched.at(-1)?.body).toEqual({ pan: 'ABCDE1234F' });
    });

    // Each CKYC search is a paid call to a KYC registration agency. A buyer's page reading its own journey again and
    // again (or a script doing so) must not buy a search per read: the same PAN, name and birth date ask once, or
    // the reads are limited (429).
    it('does not ask the paid registry once per read: 200 reads of one journey’s KYC status buy a handful of searches', async () => {
      const { app } = ctx();
      const j = await journeyWithPan(app, 'ABCDE1234F');
      const asked = searched.length;
      const statuses: number[] = [];
      for (let i = 0; i < 200; i++) {
        const res = await app.inject({
          method: 'GET',
          url: `/v1/health/journey/kyc-status/${j.journeyId}`,
          headers: j.headers,
        });
        statuses.push(res.statusCode);
      }
      const searches = searched.length - asked;
      const limited = statuses.filter((s) => s === 429).length;
      expect(
        limited > 0 || searches <= 10,
        `${searches} paid CKYC searches for 200 reads of one journey, ${limited} refused with 429`,
      ).toBe(true);
    });

    // The journey's remembered answer (journeys.ckyc_search), made `minutes` older, as if that time had passed.
    const ageAnswer = async (journeyId: string, minutes: number) => {
      const { db } = ctx().handle;
      const [row] = await db.select().from(journeys).where(eq(journeys.id, journeyId));
      const memo = row!.ckycSearch!;
      const searchedAt = new Date(Date.parse(memo.searched_at) - minutes * 60_000).toISOString();
      await db
        .update(journeys)
        .set({ ckycSearch: { ...memo, searched_at: searchedAt } })
        .where(eq(journeys.id, journeyId));
    };
    const searchesFor = (pan: string, since: number) =>
      searched.slice(since).filter((s) => (s.body as { pan: string }).pan === pan).length;

    // Each row: a registry answer, how long ago it was given, and whether a KYC read asks the registry again.
    it.each([
      ['found', 'ABCDE1234F', 'SUCCESS', 2, 0],
      ['found', 'ABCDE1234F', 'SUCCESS', 25 * 60, 1],
      ['not found', 'ABCDK1234F', 'PENDING', 2, 0],
      ['not found', 'ABCDK1234F', 'PENDING', 25 * 60, 1],
      // An outage is no answer: never remembered as "not found", asked again once a minute's back-off has passed.
      ['unreachable', 'ABCDF1234F', 'PENDING', 0, 0],
      ['unreachable', 'ABCDF1234F', 'PENDING', 2, 1],
    ] as const)(
      'a registry answer (%s, PAN %s) read again: CKYC %s, and %i minutes later the registry is asked %i more times',
      async (_answer, pan, ckycStatus, minutesLater, askedAgain) => {
        const { app } = ctx();
        const j = await journeyWithPan(app, pan);
        const read = () =>
          app.inject({ method: 'GET', url: `/v1/health/journey/kyc-status/${j.journeyId}`, headers: j.headers });
        const asked = searched.length;
        expect((await read()).json()).toMatchObject({ ckyc_status: ckycStatus });
        expect(searchesFor(pan, asked)).toBe(1);
        await ageAnswer(j.journeyId, minutesLater);
        const again = await read();
        expect(again.statusCode).toBe(200);
        expect(again.json()).toMatchObject({ ckyc_status: ckycStatus });
        expect(searchesFor(pan, asked)).toBe(1 + askedAgain);
      },
    );

    it('asks again when the person changes (another name on the same PAN), and reuses the answer per person', async () => {
      const { app } = ctx();
      const j = await journeyWithPan(app, 'ABCDE1234F');
      const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: j.headers, payload });
      const read = () =>
        app.inject({ method: 'GET', url: `/v1/health/journey/get-journey-details/${j.journeyId}`, headers: j.headers });
      const asked = searched.length;
      expect((await read()).statusCode).toBe(200);
      const config = (await post('/v1/health/journey/user-journey-config', { journey_id: j.journeyId })).json();
      const self = config.members.find((m: { relation: string }) => m.relation === 'SELF');
      const saved = await post('/v1/health/journey/save-insured-member-details', {
        journey_id: j.journeyId,
        proposer_details: { ...proposer(self.dob), pan_number: 'ABCDE1234F', full_name: 'Rahul Suresh Kulkarni' },
        insured_member_list: membersFrom(config),
      });
      expect(saved.statusCode).toBe(200);
      await read();
      await read();
      expect(searchesFor('ABCDE1234F', asked)).toBe(2);
    });

    it('many reads at once share one search', async () => {
      const { app } = ctx();
      const j = await journeyWithPan(app, SLOW_PAN);
      closeGate();
      const asked = searched.length;
      const reads = Array.from({ length: 20 }, () =>
        app.inject({ method: 'GET', url: `/v1/health/journey/kyc-status/${j.journeyId}`, headers: j.headers }),
      );
      await expect.poll(() => searchesFor(SLOW_PAN, asked)).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      openGate();
      const answers = await Promise.all(reads);
      expect(answers.map((a) => a.json().ckyc_status)).toEqual(Array(20).fill('SUCCESS'));
      expect(searchesFor(SLOW_PAN, asked)).toBeLessThanOrEqual(2);
    });

    // Confirmation freezes the KYC result that money follows: it reuses only an answer of the last ten minutes.
    it('confirmation reuses the answer a KYC read just bought, and asks afresh when it is older than ten minutes', async () => {
      const { app } = ctx();
      const j = await readyToPayJourney(app, 'ABCDE1234F');
      const confirm = () =>
        app.inject({
          method: 'POST',
          url: '/v1/health/journey/confirmation',
          headers: j.headers,
          payload: { journey_id: j.journeyId },
        });
      const asked = searched.length;
      await app.inject({ method: 'GET', url: `/v1/health/journey/kyc-status/${j.journeyId}`, headers: j.headers });
      expect((await confirm()).statusCode).toBe(200);
      expect(searchesFor('ABCDE1234F', asked)).toBe(1);
      await ageAnswer(j.journeyId, 11);
      expect((await confirm()).statusCode).toBe(200);
      expect(searchesFor('ABCDE1234F', asked)).toBe(2);
    });
  },
  { CKYC_PROVIDER: 'http', CKYC_HTTP_URL: registryUrl, CKYC_HTTP_API_KEY: 'ckyc-key-123' },
);

// A PAN is no secret: typing someone else's must not pass KYC. The sandbox registry finds a PAN whose fifth letter
// is K only for a holder whose surname begins with K, as a real PAN's fifth letter is its holder's surname initial.
describeWithApp('CKYC in the sandbox: the record must be the proposer’s own', (ctx, api) => {
  const kyc = async (j: BuyerJourney) =>
    (await api('GET', `/v1/termlife/journey/kyc-status/${j.journeyId}`, j.headers)).json();

  it('completes KYC for the PAN’s holder, and sends a stranger who types the same PAN to documents', async () => {
    const holder = await savedTermProposal(ctx().app, {
      lifeAssured: lifeAssured({ full_name: 'Rahul Kulkarni', pan_number: 'ABCDK1234F' }),
    });
    const stranger = await savedTermProposal(ctx().app, {
      quote: { dob: '1970-03-03', gender: 'FEMALE' },
      lifeAssured: lifeAssured({ full_name: 'Meera Someone Else', pan_number: 'ABCDK1234F' }),
    });
    expect(await kyc(holder)).toMatchObject({ ckyc_status: 'SUCCESS', kyc_status: 'SUCCESS' });
    expect(await kyc(stranger)).toMatchObject({ ckyc_status: 'PENDING', kyc_status: 'PENDING' });
  });
});
