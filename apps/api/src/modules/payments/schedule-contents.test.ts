import { parseMotorCatalogue, parseTermCatalogue } from '@kavach/rating';
import { expect, it } from 'vitest';
import { directoryReader } from '../../catalogue/load-catalogues.ts';
import { SAMPLE_CATALOGUE_DIRS } from '../../catalogue/sample-catalogues.ts';
import {
  buyMotorPolicy,
  motorVehicleDetails,
  newSwiftQuote,
  signedInMotorJourney,
} from '../../../test/motor-fixtures.ts';
import { confirmAndPay, schedulePages } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { accidentalDeathRider, savedTermProposal } from '../../../test/term-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';
import { OWN_BROKER } from '../../../test/operator-settings.ts';

// Issue 46: what a schedule must carry, read back from the PDF the buyer downloads. Its first page is the Customer
// Information Sheet (the product and its UIN, the insurer as registered, the broker's registration); the schedule
// follows, naming the insurer by its IRDAI registration and registered office; term prints each rider's sum assured,
// motor its compulsory deductible and third-party limits.
const BROKER = OWN_BROKER;
const BROKER_REGISTRATION =
  'Suraksha Insurance Brokers Pvt Ltd, Direct Broker (General & Life), IRDAI registration no. IRDAI/DB 999/2024';

const termCatalogue = parseTermCatalogue(directoryReader(SAMPLE_CATALOGUE_DIRS.term));
const motorCatalogue = parseMotorCatalogue(directoryReader(SAMPLE_CATALOGUE_DIRS.motor));

type Insurer = { insurer_name: string; irdai_registration_number: string; registered_office: string };

/**
 * The CIS on page 1 and the schedule after it, each naming the product by the UIN the insurer issued it under, the
 * insurer as registered and the broker. Answers the two parts' text.
 */
function expectCisThenSchedule(pages: readonly string[], title: string, product: string, insurer: Insurer) {
  const [cis = '', ...rest] = pages;
  const schedule = rest.join(' ');
  const uin = /Product UIN: (\S+)/.exec(schedule)?.[1];
  expect(uin).toBeTruthy();
  expect(cis).toContain('Customer Information Sheet');
  expect(cis).toContain(`${product} (UIN ${uin})`);
  expect(cis).toContain(
    `${insurer.insurer_name}, IRDAI registration no. ${insurer.irdai_registration_number}. Registered office: ${insurer.registered_office}`,
  );
  expect(cis).toContain(BROKER_REGISTRATION);
  // The schedule starts on the next page, not on the CIS's.
  expect(cis).not.toContain(title);
  expect(schedule).toContain(title);
  expect(schedule).toContain(`IRDAI registration no.: ${insurer.irdai_registration_number}`);
  expect(schedule).toContain(`Registered office: ${insurer.registered_office}`);
  return { cis, schedule };
}

describeWithApp(
  'schedules: the CIS first, then the schedule with the insurer as registered',
  (ctx) => {
    it('a health schedule opens with its CIS: the plan, its waiting periods and the insurer as registered', async () => {
      const app = ctx().app;
      const j = await readyToPayJourney(app);
      await confirmAndPay(app, 'HEALTH', j);
      const plan = app.healthCatalogue.plansById.get(j.planId)!;
      const insurer = app.healthCatalogue.insurers.get(plan.insurer_id)!;
      const pages = await schedulePages(app, 'HEALTH', j);
      const { cis } = expectCisThenSchedule(pages, 'Health Insurance Policy Schedule', plan.plan_name, insurer);
      expect(cis).toContain(`Initial waiting period: ${plan.initial_waiting_period_days} days`);
      expect(cis).toContain(`Pre-existing diseases: ${plan.ped_waiting_period_months} months`);
    });

    it("a term schedule prints each rider's own sum assured beside its premium, on the CIS and the schedule", async () => {
      const app = ctx().app;
      // ₹25 lakh of cover needs no income proof; a ₹10 lakh accident rider stays within IRDAI's rider ceilings.
      const j = await savedTermProposal(app, { quote: { sum_assured: 2_500_000 } });
      const rider = {
        ...accidentalDeathRider,
        addon_options: [{ addon_option_type: 'SUM_ASSURED', addon_option_value: '1000000' }],
      };
      const put = await app.inject({
        method: 'PUT',
        url: `/v1/termlife/journey/${j.journeyId}/addons`,
        headers: j.headers,
        payload: { addons: [rider] },
      });
      expect(put.statusCode, put.body).toBe(200);
      await confirmAndPay(app, 'TERM', j);
      const plan = termCatalogue.plansById.get('e-term-plan')!;
      const { cis, schedule } = expectCisThenSchedule(
        await schedulePages(app, 'TERM', j),
        'Term Life Insurance Policy Schedule',
        plan.plan_name,
        termCatalogue.insurers.get(plan.insurer_id)!,
      );
      expect(cis).toContain('Rider bought: Accidental Death Benefit, sum assured Rs. 10,00,000');
      expect(schedule).toMatch(/Accidental Death Benefit \(sum assured Rs\. 10,00,000, Rs\. [\d,]+ a year\)/);
      // The life cover is Rs. 25 lakh; the rider's own cover is not mistaken for it.
      expect(cis).toContain('Sum assured Rs. 25,00,000');
    });

    it('a two-wheeler schedule states Rs 100 of each own-damage claim and Rs 1 lakh of property damage', async () => {
      const app = ctx().app;
      const j = await signedInMotorJourney(app);
      await buyMotorPolicy(app, j);
      const insurer = motorCatalogue.insurers.find((i) => i.insurer_id === j.quote.insurer_id)!;
      const pages = await schedulePages(app, 'MOTOR', j);
      const parts = expectCisThenSchedule(
        pages,
        'Motor Insurance Policy Schedule',
        'Two-wheeler insurance policy',
        insurer,
      );
      for (const page of [parts.cis, parts.schedule]) {
        expect(page).toContain('Compulsory deductible: Rs. 100 of each own-damage claim is yours');
        expect(page).toContain(
          "Third-party liability: death of or bodily injury to others, without limit; damage to others' property up to Rs. 1,00,000",
        );
      }
    });

    it('a new car schedule states Rs 1,000 of each own-damage claim (1,197 cc) and Rs 7.5 lakh of property damage', async () => {
      const app = ctx().app;
      const j = await signedInMotorJourney(app, newSwiftQuote());
      await buyMotorPolicy(app, j, motorVehicleDetails({ registration_number: null }));
      const insurer = motorCatalogue.insurers.find((i) => i.insurer_id === j.quote.insurer_id)!;
      const pages = await schedulePages(app, 'MOTOR', j);
      const { cis } = expectCisThenSchedule(
        pages,
        'Motor Insurance Policy Schedule',
        'Private car insurance policy',
        insurer,
      );
      expect(cis).toContain('Compulsory deductible: Rs. 1,000 of each own-damage claim is yours');
      expect(cis).toContain("damage to others' property up to Rs. 7,50,000");
    });
  },
  BROKER,
);
