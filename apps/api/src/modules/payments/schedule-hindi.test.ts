import { toDisplayDate } from '@kavach/domain';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { journeys, notices, policies } from '../../db/schema.ts';
import { textsIn } from '../../i18n/i18n.ts';
import { confirmAndPay, schedulePages } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { buyMotorPolicy, signedInMotorJourney } from '../../../test/motor-fixtures.ts';
import { savedTermProposal } from '../../../test/term-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';
import type { App } from '../../app.ts';

// Issue 49: a buyer who bought in Hindi gets the schedule, its CIS and the notices in Hindi, though they never chose a
// language on their account: the language the purchase was confirmed in (its Accept-Language) is kept on the journey.
const t = textsIn('hi', 'schedule');
const tn = textsIn('hi', 'notices');

/** The journey's notices once both are sent: each channel's body, the e-mail's subject. */
async function sentNotices(app: App, journeyId: string) {
  return vi.waitFor(
    async () => {
      const rows = await app.db.select().from(notices).where(eq(notices.journeyId, journeyId));
      if (rows.length !== 2 || rows.some((r) => r.status !== 'SENT')) throw new Error('notices not sent yet');
      return Object.fromEntries(rows.map((r) => [r.channel, r])) as Record<'EMAIL' | 'SMS', (typeof rows)[number]>;
    },
    { timeout: 20_000, interval: 200 },
  );
}

describeWithApp('documents in the buyer’s language', (ctx) => {
  it('writes the schedule, its CIS and the notices of a purchase confirmed in Hindi in Hindi', async () => {
    const app = ctx().app;
    const j = await readyToPayJourney(app);
    await confirmAndPay(app, 'HEALTH', { ...j, headers: { ...j.headers, 'accept-language': 'hi' } });
    const [journey] = await app.db.select().from(journeys).where(eq(journeys.id, j.journeyId));
    expect(journey?.confirmedLanguage).toBe('hi');

    const plan = app.healthCatalogue.plansById.get(j.planId)!;
    const [cis = '', ...rest] = await schedulePages(app, 'HEALTH', j);
    const schedule = rest.join(' ');
    // The CIS: its title, the waits with their conjuncts (प्र, क्ष, र्घ) and the i-matra (ि), read back as written.
    expect(cis).toContain('ग्राहक सूचना पत्र (CIS)');
    expect(cis).toContain(t('cis.item.waiting'));
    expect(cis).toContain(
      'प्रारंभिक प्रतीक्षा अवधि: शुरुआत से ' + `${plan.initial_waiting_period_days} दिन, दुर्घटनाओं को छोड़कर`,
    );
    expect(cis).toContain(
      t('health.cis.pedWait', { months: t('health.cis.months', { count: plan.ped_waiting_period_months }) }),
    );
    // What the plan covers, in the catalogue's own Hindi.
    const hindi = (english: string) => app.healthCatalogue.translations.hi?.get(english);
    const covered = plan.features.find((f) => f.feature_type === 'INCLUDED')!;
    expect(cis).toContain(`${hindi(covered.feature_name)}: ${hindi(covered.feature_description)}`);
    expect(cis).not.toContain(covered.feature_description);
    expect(cis).not.toContain('Customer Information Sheet');
    // The schedule: its title (स्व, स्थ्य), the policy's rows, the claims sentence; names stay in Latin letters.
    expect(schedule).toContain('स्वास्थ्य बीमा पॉलिसी शेड्यूल');
    const policyNumber = /: (\S+) /.exec(schedule.slice(schedule.indexOf(t('policy.number'))))?.[1] ?? '';
    expect(policyNumber).toMatch(/\d/);
    expect(schedule).toContain(t('grievance.quote', { policyNumber }));
    expect(schedule).toContain(`${t('common.name')}: Rahul Kulkarni`);
    const insurer = app.healthCatalogue.insurers.get(plan.insurer_id)!;
    expect(schedule).toContain(t('health.claims', { phone: insurer.claims_phone, policyNumber }));
    expect(schedule).not.toContain('Health Insurance Policy Schedule');
    expect(`${cis} ${schedule}`).toContain(t('footer.freeLook'));

    // The notices of the issue, in Hindi, by e-mail and SMS.
    const sent = await sentNotices(app, j.journeyId);
    const [policy] = await app.db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
    const from = toDisplayDate(policy?.startDate ?? '');
    expect(sent.SMS.body).toBe(tn('policyIssued.sms', { policyNumber, plan: plan.plan_name, from }));
    expect(sent.EMAIL.subject).toBe(`आपकी पॉलिसी ${policyNumber} जारी हो गई है`);
    expect(sent.EMAIL.body).toContain('नमस्ते,');
    expect(sent.EMAIL.body).toContain(tn('policyIssued.again'));
    expect(sent.EMAIL.body).toContain(tn('footer.service'));
  });

  it('writes a term schedule bought in Hindi in Hindi, its CIS saying what the cover pays', async () => {
    const app = ctx().app;
    // ₹25 lakh of cover needs no income proof.
    const j = await savedTermProposal(app, { quote: { sum_assured: 2_500_000 } });
    await confirmAndPay(app, 'TERM', { ...j, headers: { ...j.headers, 'accept-language': 'hi' } });
    const [cis = '', ...rest] = await schedulePages(app, 'TERM', j);
    // शुद्ध (द्ध) and मृत्यु (त्य), read back as written.
    expect(cis).toContain(
      'टर्म जीवन बीमा, शुद्ध सुरक्षा: पॉलिसी अवधि के दौरान मृत्यु होने पर बीमित राशि नामांकित व्यक्तियों को दी जाती है',
    );
    expect(rest.join(' ')).toContain('टर्म जीवन बीमा पॉलिसी शेड्यूल');
    expect(rest.join(' ')).toContain(t('term.lumpSum'));
    // The plan's features are the catalogue's words, in its Hindi (packages/rating/catalogue/term/i18n/hi.json).
    expect(cis).toContain('मृत्यु लाभ: पूरा कवर आपके नॉमिनी को दिया जाता है');
    expect(cis).not.toContain('Death benefit');
  });

  it('writes the documents in the account’s language, whatever the purchase was confirmed in', async () => {
    const app = ctx().app;
    const j = await signedInMotorJourney(app);
    const chosen = await app.inject({
      method: 'PUT',
      url: '/v1/users/me/language',
      headers: j.headers,
      payload: { language: 'hi' },
    });
    expect(chosen.statusCode).toBe(200);
    await buyMotorPolicy(app, j);
    const [cis = '', ...rest] = await schedulePages(app, 'MOTOR', j);
    expect(cis).toContain('दोपहिया वाहन बीमा पॉलिसी');
    expect(cis).toContain(t('motor.cis.compulsory', { amount: 'Rs. 100' }));
    expect(rest.join(' ')).toContain('मोटर बीमा पॉलिसी शेड्यूल');
    expect(rest.join(' ')).toContain(t('motor.freeLook'));
  });
});
