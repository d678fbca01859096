import { expect, it, vi } from 'vitest';
import { payConfirmedJourney, pdfText } from '../../../test/payments.ts';
import { dobForAge, savedTermProposal } from '../../../test/term-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack13: the term schedule is rendered from the paid snapshot, but its "Medical tests" section is worked out again
 * at every download (term-schedule.ts calls termUnderwriting with today's age). The routine test is "usual from
 * age 45": a policy bought at 44 without any test reads, downloaded after the 45th birthday, as cover the insurer
 * "confirms after" a medical examination, and may refuse with a refund.
 */
describeWithApp('term schedule: what was underwritten stays on record (attack13)', (ctx, api) => {
  const download = async (journeyId: string, headers: Record<string, string>) => {
    const pdf = await api('GET', `/v1/termlife/policy/download/${journeyId}`, headers);
    expect(pdf.statusCode).toBe(200);
    return (await pdfText(pdf)).replace(/\s+/g, ' ');
  };

  it('prints the same medical tests (none) when a policy bought at 44 is downloaded after the 45th birthday', async () => {
    // ₹25 lakh: below the routine-test cover and the income-proof cover; 44 is below the routine-test age.
    const j = await savedTermProposal(ctx().app, { quote: { dob: dobForAge(44), sum_assured: 2_500_000 } });
    expect(
      (await api('POST', '/v1/termlife/journey/confirmation', j.headers, { journey_id: j.journeyId })).statusCode,
    ).toBe(200);
    const { status } = await payConfirmedJourney(ctx().app, 'TERM', j);
    expect(status.status).toBe('SUCCESS');
    const atIssue = await download(j.journeyId, j.headers);
    expect(atIssue).not.toContain('Medical tests');

    // A year on (dobForAge puts the birthday 20 days back, so the 45th has passed), the buyer downloads it again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 365 * 86_400_000 });
    let later: string;
    try {
      later = await download(j.journeyId, j.headers);
    } finally {
      vi.useRealTimers();
    }
    expect({
      medicalTests: later.includes('Medical tests'),
      coverSubjectToTests: later.includes('confirms the cover after them'),
    }).toEqual({ medicalTests: false, coverSubjectToTests: false });
  });
});
