import { expect, it } from 'vitest';
import { describeWithApp, newSession } from '../../../test/test-app.ts';
import { familyOfFour, quoteRequest } from '../../../test/health-fixtures.ts';
import { termQuote, termQuoteAndWait } from '../../../test/term-fixtures.ts';

/**
 * attack8: the single quote and the journey's add-on PUT check the add-on choice against the plan
 * (validate-addon-choices.ts: offered add-ons, listed option values, EITHER/ALL groups), but the async quote list
 * takes `addons` unchecked, and a journey started on one of its quotes keeps that choice as its add-ons. The
 * rating engine prices an unlisted option at the add-on's first (cheapest) value, so a buyer holds a choice the
 * server itself refuses, paid at a price no valid choice has.
 */
describeWithApp('attack8: add-ons of a journey started on a quote list', (ctx) => {
  const opt = (addon_type: string, options: [string, string][] = [['NA', 'NA']]) => ({
    addon_type,
    is_opted: 'YES',
    addon_options: options.map(([addon_option_type, addon_option_value]) => ({
      addon_option_type,
      addon_option_value,
    })),
  });

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
    // The same choice on a single quote is refused: these are not choices the plan offers.
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

    const started = await app.inject({
      method: 'POST',
      url: '/v1/health/async-quote',
      headers,
      payload: quoteRequest({ member_covered: familyOfFour, addons, filter_criteria: { insurers: [plan.insurer_id] } }),
    });
    if (started.statusCode === 400) return; // refused up front: nothing to buy on
    expect(started.statusCode).toBe(200);
    const listId = started.json().quotation_list_id as string;
    let list: { quotation_status: { polling_status: string }; quotation_list: { quote_id: string; plan_id: string }[] };
    for (;;) {
      list = (await app.inject({ method: 'GET', url: `/v1/health/async-quote/${listId}`, headers })).json();
      if (list.quotation_status.polling_status !== 'PENDING') break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const quote = list.quotation_list.find((q) => q.plan_id === planId)!;
    expect(quote).toBeDefined();
    const initiated = await app.inject({
      method: 'POST',
      url: '/v1/health/journey/initiate-journey',
      headers,
      payload: { quote_id: quote.quote_id, plan_id: planId, insurer_id: plan.insurer_id },
    });
    if (initiated.statusCode === 400) return; // refused at the start: nothing to buy on
    expect(initiated.statusCode).toBe(200);
    const journeyId = initiated.json().journey_id as string;
    const premium = (
      await app.inject({ method: 'GET', url: `/v1/health/journey/aggregated-premium-details/${journeyId}`, headers })
    ).json();

    // What the journey holds (and confirmation would freeze and charge for) must pass the journey's own add-on rule,
    // and be priced as that rule prices it.
    const same = await app.inject({
      method: 'PUT',
      url: `/v1/health/journey/${journeyId}/addons`,
      headers,
      payload: { addons: premium.selected_addons },
    });
    expect(same.statusCode, `the journey holds ${JSON.stringify(premium.selected_addons)}: ${same.body}`).toBe(200);
    expect(same.json().premium_summary.total_premium).toBe(premium.premium_summary.total_premium);
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
    let list;
    try {
      list = await termQuoteAndWait(app, termQuote({ addons }), headers);
    } catch {
      return; // refused up front: nothing to buy on
    }
    const quote = list.quotation_list[0];
    const initiated = await app.inject({
      method: 'POST',
      url: '/v1/termlife/journey/initiate-journey',
      headers,
      payload: { quote_id: quote.quote_id, plan_id: quote.plan_id, insurer_id: quote.insurer_id },
    });
    if (initiated.statusCode === 400) return;
    expect(initiated.statusCode).toBe(200);
    const journeyId = initiated.json().journey_id as string;
    const premium = (
      await app.inject({ method: 'GET', url: `/v1/termlife/journey/aggregated-premium-details/${journeyId}`, headers })
    ).json();
    const same = await app.inject({
      method: 'PUT',
      url: `/v1/termlife/journey/${journeyId}/addons`,
      headers,
      payload: { addons: premium.selected_addons },
    });
    expect(same.statusCode, `the journey holds ${JSON.stringify(premium.selected_addons)}: ${same.body}`).toBe(200);
    expect(same.json().premium_summary.total_premium).toBe(premium.premium_summary.total_premium);
  });
});
