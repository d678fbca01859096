import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { insurerCaseEvents, insurerCases, policies } from '../../db/schema.ts';
import { pngBytes } from '../../../test/files.ts';
import {
  activaQuote,
  fillMotorProposal,
  inspectionForm,
  inspectionUrlOf,
  lapsedActivaQuote,
  postInspection,
  shiftedDate,
  signedInMotorJourney,
} from '../../../test/motor-fixtures.ts';
import { confirmJourney, payConfirmedJourney } from '../../../test/payments.ts';
import { describeWithApp } from '../../../test/test-app.ts';

// Issue 45: own damage on a vehicle whose cover lapsed (a break-in) starts only after the insurer has inspected it.
// The sandbox insurer's page takes the five photos (docs/insurers.md#sandbox-insurer-rules); Kavach links to it.
describeWithApp('a break-in: the insurer inspects the vehicle before it issues', (ctx) => {
  const paidBreakIn = async (quote = lapsedActivaQuote()) => {
    const j = await signedInMotorJourney(ctx().app, quote);
    await fillMotorProposal(ctx().app, j);
    await confirmJourney(ctx().app, 'MOTOR', j);
    const { status } = await payConfirmedJourney(ctx().app, 'MOTOR', j);
    return { j, status };
  };
  const policyOf = async (journeyId: string) =>
    ctx().handle.db.select().from(policies).where(eq(policies.journeyId, journeyId));

  it('holds a lapsed Activa’s own damage for its photos, refuses what cannot be inspected, then issues once', async () => {
    const { j, status } = await paidBreakIn();
    expect(status).toMatchObject({ status: 'SUCCESS', policy_number: null, with_insurer: true });
    expect(status.message).toMatch(/^With .+: vehicle inspection needed$/);
    const url = await inspectionUrlOf(ctx().app, j);
    expect(url).toMatch(/^\/sandbox-insurer\/[a-z-]+\/inspections\/[0-9a-f-]{36}\?t=[0-9a-f]{64}$/);

    // The link is the page's only key: another token finds nothing.
    expect(
      (await postInspection(ctx().app, url!.replace(/t=.*/, `t=${'0'.repeat(64)}`), inspectionForm())).status,
    ).toBe(404);
    const tiny = await postInspection(ctx().app, url!, inspectionForm(undefined, { ODOMETER: pngBytes(1, 1) }));
    expect(tiny.status).toBe(400);
    expect(tiny.text).toContain('Odometer, reading visible: this is not a photo the insurer can inspect.');
    const form = inspectionForm();
    form.delete('REAR');
    const missing = await postInspection(ctx().app, url!, form);
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('Add a photo for: Rear of the vehicle, number plate readable.');
    expect(await policyOf(j.journeyId)).toEqual([]);

    const sent = await postInspection(ctx().app, url!, inspectionForm());
    expect(sent.status).toBe(200);
    expect(sent.text).toContain('Photos received: the inspection is passed and your policy is issued.');
    await expect
      .poll(
        async () =>
          (await policyOf(j.journeyId)).map((p) => [/-M-\d{4}-[0-9A-F]{8}$/.test(p.policyNumber), p.startDate]),
        {
          timeout: 15_000,
        },
      )
      // Cover from the day after the inspection, never back to the lapse.
      .toEqual([[true, shiftedDate(1)]]);
    expect(await inspectionUrlOf(ctx().app, j)).toBeNull();

    // Sent again (a second tab, a reload): the page says it is done and nothing is issued twice.
    const again = await postInspection(ctx().app, url!, inspectionForm());
    expect(again.text).toContain('Photos received');
    const [row] = await ctx().handle.db.select().from(insurerCases).where(eq(insurerCases.journeyId, j.journeyId));
    const issued = (
      await ctx().handle.db.select().from(insurerCaseEvents).where(eq(insurerCaseEvents.caseId, row!.id))
    ).filter((e) => e.status === 'ISSUED' && e.outcome === 'APPLIED');
    expect(issued).toHaveLength(1);
    expect(await policyOf(j.journeyId)).toHaveLength(1);
  });

  it('asks no inspection for third party alone, nor for a renewal with no gap', async () => {
    for (const quote of [{ ...lapsedActivaQuote(), policy_type: 'THIRD_PARTY' }, activaQuote()]) {
      const { status } = await paidBreakIn(quote);
      expect(status).toMatchObject({ status: 'SUCCESS', policy_number: expect.stringMatching(/-M-\d{4}-/) });
    }
  });
});
