import fs from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { seriousViolations, textWith } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { boughtHealthPolicy } from './support/purchase.ts';

const browser = useBrowser();

// Issue 47: the buyer changes their issued policy from the dashboard; the insurer makes the change and sends a revised
// schedule (docs/product/endorsements.md).
describe('changing a policy from the dashboard', () => {
  it('changes the nominee, and the insurer’s revised schedule names the new one', async () => {
    const page = await browser.newPage('mobile');
    const { policyNumber } = await boughtHealthPolicy(page);
    await page.goto('/dashboard');
    const card = page.locator('article').filter({ hasText: policyNumber });
    await card.getByRole('button', { name: `Change details of policy ${policyNumber}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('What do you want to change?').selectOption('NOMINEE');
    await dialog.getByLabel('Nominee’s full name').fill('Ravi Kumar');
    await dialog.getByLabel('Relation to you').selectOption('SPOUSE');
    await dialog.getByLabel('Nominee’s age').fill('34');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send to the insurer' }).click();

    const changes = card.getByRole('region', { name: `Changes to policy ${policyNumber}` });
    const said = await textWith(changes, [
      /Nominee: Made by the insurer: endorsement no\. .+\/E1, effective \d\d\/\d\d\/\d{4}/,
    ]);
    const effective = /effective (\d\d\/\d\d\/\d{4})/.exec(said)?.[1] ?? '';
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      changes.getByRole('button', { name: `Download revised schedule ${policyNumber}/E1` }).click(),
    ]);
    const pdf = await fs.readFile(await download.path());
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Endorsement no. ${policyNumber}/E1: effective ${effective}`);
    expect(flat).toContain('Nominee: Ravi Kumar (Spouse, age 34), for the whole benefit');
  });
});
