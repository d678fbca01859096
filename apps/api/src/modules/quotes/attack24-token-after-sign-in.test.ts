import { expect, it } from 'vitest';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { quoteRequest, unlimitedRecharge } from '../../../test/health-fixtures.ts';
import { termQuote } from '../../../test/term-fixtures.ts';
import { describeWithApp, newSession } from '../../../test/test-app.ts';

// SECURITY.md: a visitor's quotes follow them through sign-in ("or its signed-in successor"), and the header's
// Sign In dialog opens on any page, the plan page included. A single quote's token, though, names the session id it
// was priced for (`claims.sessionId !== session.id` in initiate-journey.ts), and sign-in rotates that id: the buyer
// who prices an add-on, signs in from the header and presses Buy is told the quote does not exist (404).
describeWithApp('attack24: a priced single quote after sign-in', (ctx, api) => {
  it('health: starts the journey on the add-on quote the visitor priced before signing in', async () => {
    const anonymous = await newSession(ctx().app);
    const priced = await api(
      'POST',
      '/v1/health/single-quote',
      { 'x-session-id': anonymous },
      {
        ...quoteRequest({ request_type: 'BASE_SINGLE_QUOTATION', plan_id: 'health-guard' }),
        addons: [unlimitedRecharge],
      },
    );
    expect(priced.statusCode, priced.body).toBe(200);
    const quote = priced.json().quotation_list[0];

    const signedIn = await login(ctx().app, uniqueMobile(), anonymous);
    const started = await api(
      'POST',
      '/v1/health/journey/initiate-journey',
      { 'x-session-id': signedIn.session_id },
      {
        quote_id: quote.quote_id,
        plan_id: quote.plan_id,
        insurer_id: quote.insurer_id,
        quote_token: priced.json().quote_token,
      },
    );
    expect(started.statusCode, started.body).toBe(200);
  });

  it('term: the same for a term plan', async () => {
    const anonymous = await newSession(ctx().app);
    const priced = await api(
      'POST',
      '/v1/termlife/single-quote',
      { 'x-session-id': anonymous },
      {
        ...termQuote({ request_type: 'BASE_SINGLE_QUOTATION', plan_id: 'e-term-plan' }),
      },
    );
    expect(priced.statusCode, priced.body).toBe(200);
    const quote = priced.json().quotation_list[0];

    const signedIn = await login(ctx().app, uniqueMobile(), anonymous);
    const started = await api(
      'POST',
      '/v1/termlife/journey/initiate-journey',
      { 'x-session-id': signedIn.session_id },
      {
        quote_id: quote.quote_id,
        plan_id: quote.plan_id,
        insurer_id: quote.insurer_id,
        quote_token: priced.json().quote_token,
      },
    );
    expect(started.statusCode, started.body).toBe(200);
  });
});
