import { MESSAGES } from '@kavach/domain';
import { expect, it } from 'vitest';
import { pngBytes } from '../../../test/files.ts';
import { uploadIncomeProof, uploadKycFile } from '../../../test/kyc-fixtures.ts';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { payAndReturn } from '../../../test/payments.ts';
import { freshPan, lifeAssured, savedTermProposal, signedInTermJourney } from '../../../test/term-fixtures.ts';
import { describeWithApp, type BuyerJourney } from '../../../test/test-app.ts';

// docs/product/review-payment-term-bike.md §5.7. Issue 45: a ₹5 crore term policy was issued at once on a declared
// income whose only proof was a 70-byte 1×1 PNG nobody looked at, and nothing stopped two ₹25 lakh policies on one
// ₹1.5 lakh income, which supports ₹37.5 lakh of life cover in all at 30 (25×).

/** A ₹25 lakh cover for a 30-year-old of the lowest income band. */
const smallCover = { sum_assured: 2_500_000, annual_income: 'ONE_POINT_FIVE_LAC_TO_FIVE_LAC' };

describeWithApp('term cover counted with the life cover already held', (ctx, api) => {
  const confirm = (j: BuyerJourney) =>
    api('POST', '/v1/termlife/journey/confirmation', j.headers, { journey_id: j.journeyId });
  const saveLifeAssured = (j: BuyerJourney, over: Record<string, unknown>) =>
    api('POST', '/v1/termlife/journey/save-life-assured', j.headers, {
      journey_id: j.journeyId,
      life_assured: lifeAssured(over),
    });

  it('asks for the life cover held elsewhere and counts it against the income', async () => {
    const j = await signedInTermJourney(ctx().app, smallCover);
    const withoutAnswer = { ...lifeAssured({ annual_income: 150_000 }), other_life_cover: undefined };
    const unanswered = await api('POST', '/v1/termlife/journey/save-life-assured', j.headers, {
      journey_id: j.journeyId,
      life_assured: withoutAnswer,
    });
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json().error.fields['life_assured.other_life_cover']).toBe(
      'Enter the life cover you hold with other insurers in rupees (0 if none)',
    );
    const refused = await saveLifeAssured(j, { annual_income: 150_000, other_life_cover: 1_500_000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.annual_income).toBe(
      'A cover of ₹25 Lakh, with the life cover already held (₹15 Lakh with other insurers), needs an annual income of at least ₹1,60,000 at age 30 (up to 25× income)',
    );
    expect((await saveLifeAssured(j, { annual_income: 150_000, other_life_cover: 1_250_000 })).statusCode).toBe(200);
  });

  it('confirms one of two ₹25 lakh purchases on one ₹1.5 lakh income made at once, and refuses the other', async () => {
    const person = { pan_number: freshPan(), annual_income: 150_000 };
    const [first, second] = await Promise.all([
      savedTermProposal(ctx().app, { quote: smallCover, lifeAssured: person }),
      savedTermProposal(ctx().app, { quote: smallCover, lifeAssured: person }),
    ]);
    const answers = await Promise.all([confirm(first), confirm(second)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!.json().error;
    expect(refused.fields.annual_income).toBe(
      'A cover of ₹25 Lakh, with the life cover already held (₹25 Lakh through Kavach), needs an annual income of at least ₹2,00,000 at age 30 (up to 25× income). Purchases confirmed and not yet paid count as held: remove one you will not pay for from your dashboard.',
    );

    // A third purchase is refused as soon as the income is given; another person's is not.
    const third = await signedInTermJourney(ctx().app, smallCover);
    expect((await saveLifeAssured(third, person)).json().error.fields.annual_income).toContain(
      '(₹25 Lakh through Kavach)',
    );
    expect((await saveLifeAssured(third, { ...person, pan_number: freshPan() })).statusCode).toBe(200);
  });

  it('takes no 1×1 picture for income proof, and holds the policy until a person has read the proof', async () => {
    const j = await savedTermProposal(ctx().app, { quote: { sum_assured: 10_000_000 } });
    const dot = await uploadKycFile(ctx().app, j, 'INCOME_PROOF', pngBytes(1, 1), 'IMAGE_PNG', 'image/png');
    expect(dot.statusCode).toBe(400);
    expect(dot.json().error.message).toBe(MESSAGES.INCOME_PROOF_NOT_A_DOCUMENT);
    await uploadIncomeProof(ctx().app, j.headers, j.journeyId);
    // The PAN is found in CKYC: only the income proof waits for staff.
    const kyc = (await api('GET', `/v1/termlife/journey/kyc-status/${j.journeyId}`, j.headers)).json();
    expect(kyc).toMatchObject({ ckyc_status: 'SUCCESS', kyc_status: 'UNDER_REVIEW' });

    expect((await confirm(j)).statusCode).toBe(200);
    const opened = (await api('POST', '/v1/termlife/payments/initiate', j.headers, { journey_id: j.journeyId })).json();
    await payAndReturn(ctx().app, opened.payment_url);
    const statusUrl = `/v1/termlife/payments/status/${j.journeyId}/${opened.payment_attempt_id}`;
    expect((await api('GET', statusUrl, j.headers)).json()).toMatchObject({ held_for_kyc: true, policy_number: null });

    const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
    const queue = (await api('GET', '/v1/ops/kyc-reviews', staff)).json().items as { journey_id: string }[];
    expect(queue.map((q) => q.journey_id)).toContain(j.journeyId);
    const item = (await api('GET', `/v1/ops/kyc-reviews/${j.journeyId}`, staff)).json();
    const documents = item.documents as { upload_id: string; doc_type: string; label: string }[];
    expect(documents.map((d) => [d.doc_type, d.label])).toContainEqual([
      'INCOME_PROOF',
      'Income proof (salary slips, Form 16 or ITR)',
    ]);
    const approved = await api('POST', `/v1/ops/kyc-reviews/${j.journeyId}/approve`, staff, {
      upload_ids: documents.map((d) => d.upload_id),
    });
    expect(approved.statusCode).toBe(200);
    expect((await api('GET', statusUrl, j.headers)).json().policy_number).toMatch(/^[A-Z-]+-T-\d{4}-[0-9A-F]{8}$/);
  });

  it('holds the premium of a purchase whose income proof staff do not accept, saying what to upload, and counts its cover', async () => {
    const person = { pan_number: freshPan(), annual_income: 150_000 };
    const j = await savedTermProposal(ctx().app, { quote: smallCover, lifeAssured: person });
    await uploadIncomeProof(ctx().app, j.headers, j.journeyId);
    expect((await confirm(j)).statusCode).toBe(200);
    const opened = (await api('POST', '/v1/termlife/payments/initiate', j.headers, { journey_id: j.journeyId })).json();
    await payAndReturn(ctx().app, opened.payment_url);
    const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
    const item = (await api('GET', `/v1/ops/kyc-reviews/${j.journeyId}`, staff)).json();
    const rejected = await api('POST', `/v1/ops/kyc-reviews/${j.journeyId}/reject`, staff, {
      reason_code: 'INCOME_PROOF_NOT_ACCEPTED',
      upload_ids: (item.documents as { upload_id: string }[]).map((d) => d.upload_id),
    });
    expect(rejected.json()).toMatchObject({
      status: 'REJECTED',
      policy_number: null,
      refund: null,
      held: { amount: expect.any(Number), reupload_by: expect.any(String) },
    });
    const kyc = (await api('GET', `/v1/termlife/journey/kyc-status/${j.journeyId}`, j.headers)).json();
    expect(kyc.rejection).toMatchObject({
      reason: 'Income proof unreadable, not the life assured’s, or short of the income declared',
    });
    // Held, it may still become a policy once a new proof is approved: a second cover on the same income is refused.
    const second = await signedInTermJourney(ctx().app, smallCover);
    expect((await saveLifeAssured(second, person)).json().error.fields.annual_income).toContain(
      'with the life cover already held (₹25 Lakh through Kavach)',
    );
  });
});
