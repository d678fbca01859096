// Lighthouse, mobile (its default: simulated slow 4G and a 4× slower CPU), with Debian's Chromium, against the
// server as `npm start` runs it (issue 17, docs/decisions.md §7: performance ≥ 95, accessibility and best practices
// 100). Home, cold; the health, term, bike and car quote lists, a health plan's page, and a health proposal and its
// review as a buyer opens them: a list and a journey of theirs (the session is theirs) and an empty HTTP cache.
// Median of RUNS (default 3) per page. CHROME_PATH names another Chromium.
/* global window, document -- these callbacks run in the page, not in Node */
import fs from 'node:fs';
import path from 'node:path';
import { navigation } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { contactDetails, noConditions, nomineeList, proposerDetails } from './bench-proposal.mjs';
import { startServer } from './start-server.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const server = await startServer({ DATABASE_URL: '' });
const base = server.base;

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
const flags = { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };

const figures = (lhr) => ({
  ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(lhr.categories[c].score * 100)])),
  lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
  tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
  cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  failing: CATEGORIES.flatMap((c) =>
    c === 'performance'
      ? []
      : lhr.categories[c].auditRefs.filter((r) => r.weight > 0 && lhr.audits[r.id].score === 0).map((r) => r.id),
  ),
});

async function home() {
  const page = await browser.newPage();
  const { lhr } = await navigation(page, `${base}/`, { flags });
  await page.close();
  return figures(lhr);
}

/**
 * A page in Hindi (issue 49): the browser's stored choice, which the navigation keeps (no storage reset), with the HTTP
 * cache emptied as for every other page (lighthouseUncached: the visit that stored the choice had filled it). The
 * choice is taken away after, so the next page is measured in English.
 */
async function inHindi(route) {
  const page = await browser.newPage();
  await page.goto(`${base}/`);
  await page.evaluate(() => window.localStorage.setItem('language', 'hi'));
  const unchoose = () => page.evaluate(() => window.localStorage.removeItem('language'));
  return lighthouseUncached(page, `${base}${route}`, `hindi${route.replace(/\W+/g, '-')}`, unchoose);
}

const dobAged30 = () => new Date(Date.now() - 30.1 * 365.25 * 86400e3).toISOString().slice(0, 10);

/** Until `page` holds a session: the tab's own, or (a later page of the same browser) the browser's (docs/decisions.md §5). */
const sessionReady = (page) =>
  page.waitForFunction(
    () => (window.sessionStorage.getItem('session_id') ?? window.localStorage.getItem('session_id')) !== null,
  );

/** Waits for `page`'s session, then starts a quote list of its own by POST `apiPath`: the list's id. */
async function startOwnList(page, apiPath, body) {
  await sessionReady(page);
  return (await pageApi(page, 'POST', apiPath, body)).quotation_list_id;
}

// A buyer's own list of health quotes, in `page`'s session: its id once the list page shows its plans.
async function buyerList(page) {
  await page.goto(`${base}/`);
  const id = await startOwnList(page, '/v1/health/async-quote', {
    request_type: 'BASE_ASYNC_QUOTATION',
    gender: 'MALE',
    pincode: 411001,
    member_covered: [{ relation: 'SELF', name: 'Rahul Kulkarni', dob: dobAged30(), gender: 'MALE' }],
    ped_list: ['NO_EXISTING_DISEASE'],
    sum_insured_min: 1000000,
    sum_insured_max: 1000000,
    policy_period: 'YEAR_01',
    filter_criteria: null,
  });
  await page.goto(`${base}/health-insurance/quote-list?quote_id=${id}`);
  await page.waitForFunction(() => /plans? found/.test(document.body.innerText), { timeout: 30_000 });
  return id;
}

// Keeps the session (storage) but not the HTTP cache: the page's files load as on a first visit. `requestor` is the
// address to open, or (a page whose state lives in the tab's history) a function that reloads the tab.
// `after` runs in the page once measured, before it closes.
async function lighthouseUncached(page, requestor, dumpAs, after = async () => {}) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const { lhr } = await navigation(page, requestor, { flags: { ...flags, disableStorageReset: true } });
  await after();
  await page.close();
  // LH_DUMP=dir keeps the whole report, to see what the scores are made of.
  if (process.env.LH_DUMP) fs.writeFileSync(path.join(process.env.LH_DUMP, `${dumpAs}.json`), JSON.stringify(lhr));
  return figures(lhr);
}

async function quoteList() {
  const page = await browser.newPage();
  const id = await buyerList(page);
  return lighthouseUncached(page, `${base}/health-insurance/quote-list?quote_id=${id}`, 'quote-list');
}

// The plan page as a buyer opens it from their list: the first plan the list answered, loaded afresh.
async function planPage() {
  const page = await browser.newPage();
  const id = await buyerList(page);
  const planId = (await pageApi(page, 'GET', `/v1/health/async-quote/${id}`)).quotation_list[0].plan_id;
  return lighthouseUncached(page, `${base}/health-insurance/plan/${planId}?quote_id=${id}`, 'plan-page');
}

/** `page`'s call to our API in its own session, as the app makes it; throws on any answer but 2xx. */
async function pageApi(page, method, url, body) {
  const answer = await page.evaluate(
    async (method, url, body) => {
      const session = window.sessionStorage.getItem('session_id') ?? window.localStorage.getItem('session_id') ?? '';
      const res = await fetch(url, {
        method,
        headers: { 'x-session-id': session, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    method,
    url,
    body,
  );
  if (answer.status >= 300) throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json;
}

let mobiles = 0;
/**
 * A buyer's health journey on a plan of their own list, signed in with the sandbox's login code (read from
 * its outbox), as Buy leaves it: its id. With `proposed`, every proposal step is saved as the buyer would save it,
 * so its review page can open.
 */
async function buyerJourney(page, proposed) {
  const listId = await buyerList(page);
  const list = await pageApi(page, 'GET', `/v1/health/async-quote/${listId}`);
  // Bajaj Allianz's Health Guard, whose proposal form asks what saveProposal answers (as the browser tests buy it).
  const quote = list.quotation_list.find((q) => q.plan_id === 'health-guard');
  if (!quote) throw new Error('the list has no Health Guard quote');
  const { journey_id: journeyId } = await pageApi(page, 'POST', '/v1/health/journey/initiate-journey', {
    quote_id: quote.quote_id,
    plan_id: quote.plan_id,
    insurer_id: quote.insurer_id,
  });
  // A fresh number per journey: the sandbox sends a mobile at most 5 codes an hour.
  mobiles += 1;
  const mobile = `9${String(Date.now() % 1_000_000).padStart(6, '0')}${String(mobiles).padStart(3, '0')}`;
  const sent = await pageApi(page, 'POST', '/v1/utility/auth/generate-otp', {
    otp_destination: mobile,
    otp_purpose_code: 'MOBILE_LOGIN',
  });
  const outbox = await pageApi(page, 'GET', `/v1/dev/outbox?to=${mobile}`);
  const otp = /\b(\d{6})\b/.exec(outbox.messages[0]?.text ?? '')?.[1];
  const session = await pageApi(page, 'POST', '/v1/utility/auth/verify-login-otp', {
    otp_request_id: sent.otp_request_id,
    otp,
    mobile_number: mobile,
    full_name: 'Rahul Kulkarni',
  });
  await page.evaluate((s) => {
    window.sessionStorage.setItem('session_id', s.session_id);
    window.sessionStorage.setItem('session_data', JSON.stringify(s));
  }, session);
  if (proposed) await saveProposal(page, journeyId, quote.plan_id);
  return journeyId;
}

/** Every step of the proposal saved for the list's one adult (bench-proposal.mjs): ready for review. */
async function saveProposal(page, journeyId, planId) {
  const config = await pageApi(page, 'POST', '/v1/health/journey/user-journey-config', { journey_id: journeyId });
  const self = config.members.find((m) => m.relation === 'SELF');
  await pageApi(page, 'POST', '/v1/health/journey/save-insured-member-details', {
    journey_id: journeyId,
    proposer_details: proposerDetails('Rahul Kulkarni', self.dob),
    insured_member_list: config.members.map((m) => ({
      ...m,
      height_feet: 5,
      height_inch: 9,
      weight: 72,
      marital_status: 'married',
    })),
  });
  await pageApi(page, 'POST', '/v1/health/journey/save-nominee-details', {
    journey_id: journeyId,
    nominee_list: nomineeList('Priya Kulkarni'),
  });
  await pageApi(page, 'POST', '/v1/health/journey/save-contact-details', {
    journey_id: journeyId,
    contact_details: contactDetails('9876543210', 'rahul@example.in'),
  });
  await pageApi(page, 'POST', '/v1/health/journey/save-medical-declaration', {
    journey_id: journeyId,
    plan_specific_medical_declarations: noConditions(planId),
  });
}

// The proposal as Buy opens it (signed in), and the review once every step is saved: each loaded afresh, in a browser
// context of its own, as signing in replaces the session the browser's other tabs share.
async function journeyPage(pathOf, proposed, dumpAs) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const journeyId = await buyerJourney(page, proposed);
    return await lighthouseUncached(page, `${base}${pathOf(journeyId)}`, dumpAs);
  } finally {
    await context.close();
  }
}

const proposalPage = () => journeyPage((id) => `/health-insurance/proposal?journey_id=${id}`, false, 'proposal');
const reviewPage = () => journeyPage((id) => `/health/review-submit?journey_id=${id}`, true, 'review');

// A term quote list of the buyer's own (a 30-year-old non-smoker, ₹1 crore), as the wizard's last step starts it.
async function termList() {
  const page = await browser.newPage();
  await page.goto(`${base}/`);
  const id = await startOwnList(page, '/v1/termlife/async-quote', {
    request_type: 'BASE_ASYNC_QUOTATION',
    plan_category: 'TERM_LIFE_INSURANCE',
    gender: 'MALE',
    dob: dobAged30(),
    annual_income: 'ABOVE_FIFTEEN_LAC',
    is_smoker: 'NO',
    pincode: '411001',
    sum_assured: 10_000_000,
  });
  const url = `${base}/term-insurance/quote-list?quote_id=${id}`;
  await page.goto(url);
  await page.waitForFunction(() => /plans? found/i.test(document.body.innerText), { timeout: 30_000 });
  return lighthouseUncached(page, url, 'term-list');
}

// A motor quote list as a buyer reaches it: the entry page, the sandbox registry's number looked up, no claim last
// year, Proceed. The list's vehicle is in the tab's history state, which a fresh navigation to its address would not
// have (the page would send the buyer back to the entry page), so the list is measured reloaded in that tab.
async function motorList(entry, number) {
  const page = await browser.newPage();
  await page.goto(`${base}${entry}`);
  await sessionReady(page);
  await page.locator('::-p-aria(Registration number)').fill(number);
  await page.locator('::-p-aria(Fetch Details)').click();
  await page.waitForFunction(() => /Claim in the last year/.test(document.body.innerText));
  await page.locator('::-p-aria([name="Claim in the last year?"]) ::-p-aria([name="No"][role="radio"])').click();
  await page.locator('::-p-aria(Proceed to Quotes)').click();
  await page.waitForFunction(() => window.location.pathname.endsWith('/quote-list'));
  await page.waitForFunction(() => document.querySelectorAll('[data-insurer]').length > 0, { timeout: 30_000 });
  return lighthouseUncached(
    page,
    async () => {
      await page.reload();
    },
    `${entry.slice(1)}-list`,
  );
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = {};
try {
  for (const [name, run] of [
    ['home', home],
    ['quote list', quoteList],
    ['plan page', planPage],
    ['term list', termList],
    ['bike list', () => motorList('/bike-insurance', 'MH12AB1234')],
    ['car list', () => motorList('/car-insurance', 'MH12CD5678')],
    ['proposal', proposalPage],
    ['review', reviewPage],
    ['home (Hindi)', () => inHindi('/')],
    ['health entry (Hindi)', () => inHindi('/health-insurance')],
    // LH_PAGES="term list,car list" measures only those.
  ].filter(([name]) => !process.env.LH_PAGES || process.env.LH_PAGES.split(',').includes(name))) {
    const rows = [];
    for (let i = 0; i < RUNS; i += 1) {
      // A Lighthouse run now and then loses its page (a protocol timeout on this busy machine): said, and run again.
      rows.push(
        await run().catch((err) => {
          console.warn(`  ${name}: a Lighthouse run failed (${err.message.split('\n')[0]}); running it again`);
          return run();
        }),
      );
    }
    results[name] = {
      ...Object.fromEntries(
        ['performance', 'accessibility', 'best-practices', 'lcpMs', 'tbtMs', 'cls'].map((k) => [
          k,
          median(rows.map((r) => r[k])),
        ]),
      ),
      failing: [...new Set(rows.flatMap((r) => r.failing))],
    };
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(
  `\n  Lighthouse mobile (median of ${RUNS}) | performance | accessibility | best practices | LCP | TBT | CLS`,
);
for (const [name, r] of Object.entries(results)) {
  console.log(
    `  ${name.padEnd(34)} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.tbtMs} ms | ${r.cls}${r.failing.length ? `   failing: ${r.failing.join(', ')}` : ''}`,
  );
}
fs.writeFileSync(path.join(root, 'bench-results.lighthouse.json'), `${JSON.stringify(results, null, 2)}\n`);
