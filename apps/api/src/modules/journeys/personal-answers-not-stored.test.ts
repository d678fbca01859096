import { beforeAll, expect, it } from 'vitest';
import { journeyDetails, readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

// SECURITY.md protects personal data on a shared device (sign-out forgets what was typed), and the account export and
// the policy PDF are sent `private, no-store` so no browser or proxy keeps a copy. The reads the proposal and the
// dashboard make carry the same data — the proposer's full PAN, every member's date of birth, the medical answers,
// the address; the buyer's policies — and are sent with no Cache-Control at all: the browser may keep them in its
// disk cache, where the next user of the device (or any shared cache on the way) finds them after sign-out.
describeWithApp('personal answers are never cached', (ctx) => {
  let j: Awaited<ReturnType<typeof readyToPayJourney>>;
  beforeAll(async () => {
    j = await readyToPayJourney(ctx().app);
  });

  it('sends the proposal (full PAN, dates of birth, medical answers) with Cache-Control no-store, as the export is', async () => {
    const res = await journeyDetails(ctx().app, j);
    expect(res.statusCode).toBe(200);
    expect(res.json().proposer.pan_number).toBe('ABCDK1234F');
    expect(res.headers['cache-control']).toMatch(/\bno-store\b/);
  });

  it('sends the signed-in buyer’s dashboard with Cache-Control no-store', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/v1/users/me/dashboard', headers: j.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().journeys.map((x: { journey_id: string }) => x.journey_id)).toContain(j.journeyId);
    expect(res.headers['cache-control']).toMatch(/\bno-store\b/);
  });
});

describeWithApp('answers the same for everyone stay cacheable', (_ctx, api) => {
  it('lets browsers keep the installation’s settings, which name no one', async () => {
    const res = await api('GET', '/v1/config', {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });
});
