import { approvedByStaff } from '../../../test/kyc-review-fixtures.ts';
import { toDisplayDate } from '@kavach/domain';
import { WITH_INSURER } from './delete-account.ts';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { insurerCases, journeys, paymentAttempts, policies } from '../../db/schema.ts';
import { familyOfFour, yearsAgo } from '../../../test/health-fixtures.ts';
import { uploadIncomeProof } from '../../../test/kyc-fixtures.ts';
import { fillMotorProposal, motorVehicleDetails, signedInMotorJourney } from '../../../test/motor-fixtures.ts';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { confirmJourney, payConfirmedJourney, pdfText } from '../../../test/payments.ts';
import { declaring, readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { savedTermProposal } from '../../../test/term-fixtures.ts';
import { describeWithApp, type BuyerJourney } from '../../../test/test-app.ts';

// Account deletion keeps a paid policy's record as insurance law requires, and each vertical keeps its own: who is
// covered, who is paid a claim, the cover bought. Staff can still issue the schedule from it; the PAN is gone.
describeWithApp('account deletion: the policy record each vertical keeps', (ctx, api) => {
  const confirmAndPay = async (prefix: string, vertical: 'HEALTH' | 'TERM' | 'MOTOR', j: BuyerJourney) => {
    const confirmed = await api('POST', `/v1/${prefix}/journey/confirmation`, j.headers, { journey_id: j.journeyId });
    expect(confirmed.statusCode).toBe(200);
    const { status } = await payConfirmedJourney(ctx().app, vertical, j);
    expect(status.policy_number).toBeTruthy();
    return status.policy_number as string;
  };
  /** The schedule staff download once the buyer has deleted the account: its text. */
  const scheduleAfterErasure = async (j: BuyerJourney, policyNumber: string) => {
    expect((await api('DELETE', '/v1/account', j.headers)).statusCode).toBe(200);
    const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
    const pdf = await ctx().app.inject({
      method: 'GET',
      url: `/v1/ops/policies/${policyNumber}/schedule`,
      headers: staff,
    });
    expect(pdf.statusCode).toBe(200);
    return pdfText(pdf);
  };

  it('term: the life assured’s name and date of birth, the nominees with their shares; not the declaration', async () => {
    const j = await savedTermProposal(ctx().app, { lifestyle: { existing_conditions: ['DIABETES', 'HYPERTENSION'] } });
    await uploadIncomeProof(ctx().app, j.headers, j.journeyId);
    await approvedByStaff(ctx().app, j);
    const text = await scheduleAfterErasure(j, await confirmAndPay('termlife', 'TERM', j));
    for (const kept of ['Rahul Kulkarni', 'Date of birth', 'Priya Kulkarni', 'Asha Kulkarni', '60%', '40%'])
      expect(text).toContain(kept);
    // The tests the declaration led to, recorded at confirmation, name its conditions: they go with it.
    for (const gone of ['PAN', 'Diabetes', 'HbA1c', 'ypertension']) expect(text).not.toContain(gone);
    // attack24: so does every stored copy of the premium, whose loadings named the condition; each keeps its percent.
    const { db } = ctx().handle;
    const [journey] = await db.select().from(journeys).where(eq(journeys.id, j.journeyId));
    const [policy] = await db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
    const attempts = await db.select().from(paymentAttempts).where(eq(paymentAttempts.journeyId, j.journeyId));
    const kept = [journey!.premium, journey!.quotedPremium, policy!.snapshot, ...attempts.map((a) => a.snapshot)];
    expect(JSON.stringify(kept)).not.toMatch(/diabet|hypertension/i);
    expect(journey!.premium).toMatchObject({ loadings: [{ percent: 25 }] });
    // The insurer's copy of the schedule printed the PAN: it goes, and the record is Kavach's, from what is kept.
    const [insurerCase] = await db.select().from(insurerCases).where(eq(insurerCases.journeyId, j.journeyId));
    expect(insurerCase).toMatchObject({ status: 'ISSUED', schedulePdf: null, policyNumber: policy!.policyNumber });
  });

  it('waits for the insurer’s decision: no deletion while a proposal is with its insurer, then its record is kept', async () => {
    const j = await readyToPayJourney(ctx().app);
    const declared = declaring(j, ['KIDNEY_DISEASE']);
    expect((await api('POST', '/v1/health/journey/save-medical-declaration', j.headers, declared)).statusCode).toBe(
      200,
    );
    await confirmJourney(ctx().app, 'HEALTH', j);
    const { status } = await payConfirmedJourney(ctx().app, 'HEALTH', j);
    expect(status.message).toMatch(/^Counter-offer: /);
    const refused = await api('DELETE', '/v1/account', j.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(WITH_INSURER);
    const counter = { journey_id: j.journeyId, answer: 'DECLINE' };
    expect((await api('POST', '/v1/insurer-cases/counter-offer', j.headers, counter)).statusCode).toBe(200);
    expect((await api('DELETE', '/v1/account', j.headers)).statusCode).toBe(200);
    const [insurerCase] = await ctx()
      .handle.db.select()
      .from(insurerCases)
      .where(eq(insurerCases.journeyId, j.journeyId));
    // The refund's record stays; the insurer's words about the condition go.
    expect(insurerCase).toMatchObject({ status: 'WITHDRAWN', decision: { counter_offer: null, reason: null } });
  });

  it('motor: the owner, the vehicle by registration, engine and chassis numbers, the nominee', async () => {
    const j = await signedInMotorJourney(ctx().app);
    const vehicle = motorVehicleDetails({ chassis_number: 'ME4JF50AKLT123456' });
    await fillMotorProposal(ctx().app, j, vehicle);
    const text = await scheduleAfterErasure(j, await confirmAndPay('motor', 'MOTOR', j));
    for (const kept of [
      'Rahul Kulkarni',
      'Honda Activa 6G',
      vehicle.registration_number,
      vehicle.chassis_number,
      'Priya Kulkarni',
    ])
      expect(text).toContain(kept);
    expect(text).not.toContain('PAN');
  });

  // attack21: the kept members had no gender, which the schedule printed as "Male" for everyone; the kept nominee had
  // no birth date, so the appointee who receives a minor's money was left off.
  it('health: the proposer’s name, the insured members as insured, the nominee and a minor’s appointee', async () => {
    const j = await readyToPayJourney(ctx().app);
    const minorNominee = {
      nominee_relation: 'SON',
      full_name: 'Arjun Kulkarni',
      gender: 'MALE',
      dob: yearsAgo(7, 5),
      address: '12 Prabhat Road, Erandwane, Pune',
      appointee_full_name: 'Priya Kulkarni',
      appointee_relation: 'MOTHER',
      appointee_gender: 'FEMALE',
      appointee_dob: yearsAgo(33, 40),
    };
    const saved = await api('POST', '/v1/health/journey/save-nominee-details', j.headers, {
      journey_id: j.journeyId,
      nominee_list: [minorNominee],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const text = (await scheduleAfterErasure(j, await confirmAndPay('health', 'HEALTH', j))).replace(/\s+/g, ' ');
    const spouse = familyOfFour.find((m) => m.relation === 'SPOUSE')!;
    for (const kept of [
      'Rahul Kulkarni',
      `Priya Kulkarni - Spouse, born ${toDisplayDate(spouse.dob)}, Female`,
      'Name: Arjun Kulkarni',
      'Relation: Son',
      'Appointee (nominee is a minor): Priya Kulkarni',
    ])
      expect(text).toContain(kept);
    expect(text).not.toContain('PAN');
  });
});
