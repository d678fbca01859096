// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { followPageHeading, pageTitle } from './page-title.ts';

const SITE = 'Kavach — Insurance made Simple';

describe('each page’s title', () => {
  it('is the page’s heading and the site’s name; the home page keeps the site’s title', () => {
    expect(pageTitle('Health insurance plans for you', SITE, false)).toBe('Health insurance plans for you — Kavach');
    expect(pageTitle('  Review your\n  motor proposal ', SITE, false)).toBe('Review your motor proposal — Kavach');
    expect(pageTitle('Insurance made Simple, for You', SITE, true)).toBe(SITE);
    expect(pageTitle(undefined, SITE, false)).toBe(SITE);
  });

  let stop = () => {};
  afterEach(() => stop());

  it('follows the heading as a page renders and changes it', async () => {
    document.title = SITE;
    document.body.innerHTML = '<main id="main"></main>';
    stop = followPageHeading(document, () => false);
    const main = document.getElementById('main') as HTMLElement;
    main.innerHTML = '<h1>Your policies</h1>';
    await expect.poll(() => document.title).toBe('Your policies — Kavach');
    (main.querySelector('h1') as HTMLElement).textContent = 'Optima Secure';
    await expect.poll(() => document.title).toBe('Optima Secure — Kavach');
  });

  it('says the site’s title in the page’s language on the home page', async () => {
    let site = SITE;
    document.title = SITE;
    document.body.innerHTML = '<main id="main"><h1>Insurance made Simple, for You</h1></main>';
    stop = followPageHeading(
      document,
      () => true,
      () => site,
    );
    site = 'Kavach — बीमा हुआ आसान';
    (document.querySelector('h1') as HTMLElement).textContent = 'बीमा हुआ आसान, आपके लिए';
    await expect.poll(() => document.title).toBe('Kavach — बीमा हुआ आसान');
  });
});
