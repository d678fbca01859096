import { SAMPLE_BROKER_NOTE } from '@kavach/domain';
import { expect, it } from 'vitest';
import { returnInFreeLook } from '../../../test/ops-fixtures.ts';
import { confirmAndPay, scheduleText } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { savedTermProposal } from '../../../test/term-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';
import { OWN_BROKER } from '../../../test/operator-settings.ts';

// IRDAI: an intermediary shows its registration (issue 46). Every schedule prints the broker's, from its settings:
// the insurer's as the proposal named the intermediary, Kavach's record as the settings say.
const BROKER = OWN_BROKER;

const REGISTRATION = [
  'Suraksha Insurance Brokers Pvt Ltd, Direct Broker (General & Life), IRDAI registration no. IRDAI/DB 999/2024, ' +
    'valid until 31/03/2099; CIN U66000MH2024PTC123456',
  'Principal officer: Meera Iyer. Grievance officer: Arjun Rao, grievance@suraksha.example.in, 022 4000 1234',
  'Suraksha Insurance Brokers Pvt Ltd, the broker you bought through, helps with any of these steps.',
];

describeWithApp(
  "the broker's registration on schedules",
  (ctx) => {
    it.each(['HEALTH', 'TERM'] as const)(
      'the insurer prints on a %s schedule the intermediary the proposal named',
      async (vertical) => {
        const app = ctx().app;
        // ₹25 lakh of term cover needs no income proof: the proposal is complete once saved.
        const j =
          vertical === 'HEALTH'
            ? await readyToPayJourney(app)
            : await savedTermProposal(app, { quote: { sum_assured: 2_500_000 } });
        await confirmAndPay(app, vertical, j);
        const text = await scheduleText(app, vertical, j);
        expect(text).toContain('Policy schedule');
        expect(text).toContain('through Suraksha Insurance Brokers Pvt Ltd, Direct Broker (General & Life)');
        for (const line of REGISTRATION) expect(text).toContain(line);
        expect(text).not.toContain(SAMPLE_BROKER_NOTE);
      },
    );

    it("Kavach's record of a policy returned in its free look prints the registration too", async () => {
      const app = ctx().app;
      const j = await readyToPayJourney(app);
      const { policy_number: policyNumber } = await confirmAndPay(app, 'HEALTH', j);
      await returnInFreeLook(app, policyNumber);
      const text = await scheduleText(app, 'HEALTH', j);
      expect(text).toContain('Issued through Kavach on');
      for (const line of REGISTRATION) expect(text).toContain(line);
    });
  },
  BROKER,
);
