import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { describeWithApp, newSession, type TestContext } from '../../../test/test-app.ts';
import { familyOfFour, quoteAndWait, quoteRequest } from '../../../test/health-fixtures.ts';
import { termQuote, termQuoteAndWait } from '../../../test/term-fixtures.ts';

type Headers = Record<string, string>;
type Quote = { quote_id: string; plan_id: string; insurer_id: string };

/**
 * A journey holds only an add-on choice its plan's rules allow (validate-addon-choices.ts: offered add-ons, listed
 * option values, EITHER/ALL groups), however it started. The quote list prices every plan on one set of answers,
 * so it takes no add-ons; a list stored with some before that rule starts no journey on them. The rating engine
 * never prices an option value the add-on does not list (rate-health-plan.test.ts).
 */
describeWithApp('add-ons of a journey started on a quote list', (ctx) => {
  const opt = (addon_type: string, options: [string, string][] = [['NA', 'NA']]) => ({
    addon_type,
    is_opted: 'YES',
    addon_options: options.map(([addon_option_type, addon_option_value]) => ({
      addon_option_type,
      addon_option_value,
    })),
  });

  /** A list stored before the list refused add-ons: its request as kept carries them. */
  async function storedWithAddons(c: TestContext, listId: string, addons: object[]) {
    const [list] = await c.handle.db
      .select({ request: schema.quotationLists.request })
      .from(schema.quotationLists)
      .where(eq(schema.quotationLists.id, listId));
    await c.handle.db
      .update(schema.quotationLists)
      .set({ request: { ...(list?.request as object), addons } })
      .where(eq(schema.quotationLists.id, listId));
  }

  /** A journey on a listed quote whose add-ons, sent back whole, save unchanged at the same price. */
  async function expectJourneyAddonsAllowed(base: '/v1/health' | '/v1/termlife', quote: Quote, headers: Headers) {
    const { app } = ctx();
    const started = await app.inject({
      method: 'POST',
      url: `${base}/journey/initiate-journey`,
      headers,
      payload: { quote_id: quote.quote_id, plan_id: quote.plan_id, insurer_id: quote.insurer_id },
    });
    expect(started.statusCode, started.body).toBe(200);
    const journeyId = started.json().journey_id as string;
    const premium = (
      await app.inject({ method: 'GET', url: `${base}/journey/aggregated-premium-details/${journeyId}`, headers })
    ).json();
    const same = await app.inject({
      method: 'PUT',
      url: `${base}/journey/${journeyId}/addons`,
      headers,
      payload: { addons: premium.selected_addons },
    });
    expect(same.statusCode, `the journey holds ${JSON.stringify(premium.selected_addons)}: ${same.body}`).toBe(200);
    expect(same.json().premium_summary.total_premium).toBe(premium.premium_summary.total_premium);
  }

  /** The list refuses add-ons outright: every plan on it is priced on one set of answers. */
  async function expectListRefusesAddons(url: string, headers: Headers, payload: object) {
    const listed = await ctx().app.inject({ method: 'POST', url, headers, payload });
    expect(listed.statusCode).toBe(400);
    expect(listed.json().error.fields).toEqual({ addons: 'Add-ons are chosen on one plan: ask for its single quote' });
  }

  /**
   * A journey on a listed quote holds only what its plan allows; on the same list stored with `addons` (as one kept
   * before the list refused them) no journey starts: answers the refusal's field messages.
   */
  async function refusedOnStoredAddons(
    base: '/v1/health' | '/v1/termlife',
    list: { quotation_list_id: string },
    quote: Quote,
    addons: object[],
    headers: Headers,
  ): Promise<Record<string, string>> {
    await expectJourneyAddonsAllowed(base, quote, headers);
    await storedWithAddons(ctx(), list.quotation_list_id, addons);
    const refused = await ctx().app.inject({
      method: 'POST',
      url: `${base}/journey/initiate-journey`,
      headers,
      payload: { quote_id: quote.quote_id, plan_id: quote.plan_id, insurer_id: quote.insurer_id },
    });
    expect(refused.statusCode).toBe(400);
    return refused.json().error.fields;
  }

  it("holds only an add-on choice the plan offers, priced as the server's own rules price it", async () => {
    const { app } = ctx();
    const headers = { 'x-session-id': await newSession(app) };
    const planId = 'health-guard'; // offers the critical illness rider and the maternity bundle (ALL)
    const plan = app.healthCatalogue.plansById.get(planId)!;
    const addons = [
      // 50 lakh of critical illness cover: the rider lists 1, 3 and 5 lakh only.
      opt('CRITICAL_ILLNESS_RIDER', [['SUM_INSURED', '5000000']]),
      // Newborn cover without the maternity benefit it must be bought with (group mode ALL).
      opt('NEWBORN_COVER'),
    ];
    const single = await app.inject({
      method: 'POST',
      url: '/v1/health/single-quote',
      headers,
      payload: quoteRequest({
        request_type: 'BASE_SINGLE_QUOTATION',
        plan_id: planId,
        member_covered: familyOfFour,
        addons,
      }),
    });
    expect(single.statusCode).toBe(400);
    expect(single.json().error.fields).toEqual({
      'addons.0.addon_options': 'Choose one of the listed options for Critical Illness Cover',
      'addons.maternity-bundle': 'These add-ons go together: Maternity Benefit, Newborn Baby Cover',
    });

    const request = { member_covered: familyOfFour, filter_criteria: { insurers: [plan.insurer_id] } };
    await expectListRefusesAddons('/v1/health/async-quote', headers, quoteRequest({ ...request, addons }));
    const list = await quoteAndWait(app, quoteRequest(request), headers);
    const quote = (list.quotation_list as Quote[]).find((q) => q.plan_id === planId)!;
    expect(quote).toBeDefined();
    expect(await refusedOnStoredAddons('/v1/health', list, quote, addons, headers)).toEqual(single.json().error.fields);
  });

  it('holds only the riders a term plan offers, as its rules allow them', async () => {
    const { app } = ctx();
    const headers = { 'x-session-id': await newSession(app) };
    // 1 crore of accidental death benefit (the rider lists 10, 25 and 50 lakh), spouse cover without the child
    // support benefit it must be bought with (ALL), and both cover variants of an EITHER group.
    const addons = [
      opt('ACCIDENTAL_DEATH_BENEFIT', [['SUM_ASSURED', '10000000']]),
      opt('SPOUSE_COVER'),
      opt('RETURN_OF_PREMIUM'),
      opt('INCREASING_COVER'),
    ];
    await expectListRefusesAddons('/v1/termlife/async-quote', headers, termQuote({ addons }));
    const list = await termQuoteAndWait(app, termQuote(), headers);
    const quote = (list.quotation_list as Quote[]).find((q) => q.plan_id === 'e-term-plan')!;
    expect(quote).toBeDefined();
    const fields = await refusedOnStoredAddons('/v1/termlife', list, quote, addons, headers);
    expect(fields['addons.0.addon_options']).toBe('Choose one of the listed options for Accidental Death Benefit');
    expect(Object.values(fields)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^These add-ons go together: /),
        expect.stringMatching(/^Choose only one of: /),
      ]),
    );
  });
});
