import { chromium, type Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { lookAt, seriousViolations } from './support/assert.ts';
import { useBrowser, VIEWPORTS } from './support/browser.ts';
import { CHROMIUM_ARGS } from './support/chromium.ts';
import { CKYC_FOUND_PAN, CKYC_NOT_FOUND_PAN, journeyAtKyc, kycFiles, kycStatus } from './support/kyc.ts';

const browser = useBrowser();
const files = kycFiles();
afterAll(() => files.cleanup());

const TITLE = 'To verify, please upload the document';
const AADHAAR_NOTICE = 'Upload a masked Aadhaar: the first 8 digits of the Aadhaar number must be hidden (IRDAI).';

const stageHeading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
const slot = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

/**
 * Chooses a document in the dropdown and waits until the dropdown shows it. Not `check()`: it reads the radio again
 * after the click, and on a loaded machine the list had closed by then (it closes itself after a choice), so it
 * waited for a radio that was gone.
 */
async function chooseDocument(page: Page, label: string) {
  const dropdown = page.getByRole('button', { name: /Document type/ });
  await dropdown.click();
  await page.getByRole('radio', { name: label }).click();
  await expect.poll(() => dropdown.textContent()).toContain(label);
}

/** Uploads a file into a slot's empty box and waits for the uploaded state (the progress clears after 1 s). */
async function uploadInto(page: Page, label: string, file: string, input = `Choose a file for ${label}`) {
  await page.getByLabel(input, { exact: true }).setInputFiles(file);
  await slot(page, label).getByText(`${label} uploaded successfully`).waitFor();
}

async function acceptAlert(page: Page, text: string) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(text, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function expectReviewSubmit(page: Page) {
  await page.waitForURL('**/health/review-submit');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('journeyStep'))).toBe('REVIEW_SUBMIT');
}

describe('health proposal KYC', () => {
  it('a PAN found by CKYC goes straight past KYC to REVIEW_SUBMIT', async () => {
    const page = await browser.newPage('desktop');
    await journeyAtKyc(page, CKYC_FOUND_PAN);
    await expectReviewSubmit(page);
  });

  it('uploads masked Aadhaar front and back, skips POI, takes a selfie file and reaches REVIEW_SUBMIT', async () => {
    const page = await browser.newPage('mobile');
    const journeyId = await journeyAtKyc(page, CKYC_NOT_FOUND_PAN);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await stageHeading(page, 'Proof of Address').waitFor();
    await expect.poll(() => continueButton(page).isDisabled()).toBe(true);

    await chooseDocument(page, 'Aadhaar Card');
    await expect.poll(() => page.getByText(AADHAAR_NOTICE, { exact: true }).count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    // No Aadhaar number is ever asked for as a field (docs/decisions.md §4).
    await expect.poll(() => page.getByRole('textbox').count()).toBe(0);

    await page.getByLabel('Choose a file for Aadhaar Front', { exact: true }).setInputFiles(files.png);
    const progress = page.getByRole('progressbar', { name: 'Uploading Aadhaar Front' });
    await progress.waitFor();
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('100');
    const front = slot(page, 'Aadhaar Front');
    await front.getByText('Aadhaar Front uploaded successfully').waitFor();
    await front.getByText('Click to replace').waitFor();
    await expect.poll(() => progress.count()).toBe(0);
    await expect.poll(() => front.locator('img').getAttribute('src')).toMatch(/^blob:/);
    await lookAt(page, 'kyc-aadhaar-front-uploaded');
    await expect.poll(() => continueButton(page).isDisabled()).toBe(true);

    await uploadInto(page, 'Aadhaar Back', files.pdf);
    await expect.poll(() => slot(page, 'Aadhaar Back').locator('svg text').textContent()).toBe('PDF');
    await expect.poll(() => continueButton(page).isEnabled()).toBe(true);
    await continueButton(page).click();

    // Aadhaar is also a proof of identity: POI is skipped.
    await stageHeading(page, 'Mandatory Upload').waitFor();
    await expect.poll(() => stageHeading(page, 'Proof of Identity').count()).toBe(0);
    await expect.poll(() => continueButton(page).isDisabled()).toBe(true);

    // Headless Chromium has no camera.
    await page.getByRole('button', { name: 'Use camera' }).click();
    await acceptAlert(page, 'Unable to access camera. Please use file upload instead.');

    await uploadInto(page, 'Selfie', files.selfie, 'Upload a photo for Selfie');
    expect(await seriousViolations(page)).toEqual([]);
    await continueButton(page).click();
    await expectReviewSubmit(page);
    const status = await kycStatus(page, journeyId);
    expect(status).toMatchObject({ ckyc_status: 'PENDING', ovd_status: 'SUCCESS', kyc_status: 'UNDER_REVIEW' });
    expect(status.documents.map((d) => d.doc_type).sort()).toEqual(['AADHAAR_BACK', 'AADHAAR_FRONT', 'PROPOSER_IMAGE']);
  });

  it('shows a failed upload with Retry, recovers with a real file, and shows it again after a reload', async () => {
    const page = await browser.newPage('desktop');
    await journeyAtKyc(page, CKYC_NOT_FOUND_PAN);
    await stageHeading(page, 'Proof of Address').waitFor();
    await chooseDocument(page, 'Driving License');
    const licence = slot(page, 'Driving License');

    await page.getByLabel('Choose a file for Driving License', { exact: true }).setInputFiles(files.fakeJpeg);
    await licence.getByRole('alert').getByText('Invalid file format. Please try another file.').waitFor();
    // Retry sends the same file again, which fails the same way.
    const processed = page.waitForResponse((res) => res.url().endsWith('/v1/utility/process-upload'));
    await licence.getByRole('button', { name: 'Retry' }).click();
    expect((await processed).status()).toBe(400);
    await licence.getByRole('button', { name: 'Retry' }).waitFor();
    await licence.getByText('Invalid file format. Please try another file.').waitFor();
    await expect.poll(() => continueButton(page).isDisabled()).toBe(true);

    // Another file that is refused before upload replaces the failed one: its Retry goes.
    await page.getByLabel('Choose another file for Driving License', { exact: true }).setInputFiles(files.text);
    await licence.getByRole('alert').getByText('File type not supported', { exact: true }).waitFor();
    await expect.poll(() => licence.getByRole('button', { name: 'Retry' }).count()).toBe(0);

    await uploadInto(page, 'Driving License', files.png);
    await expect.poll(() => licence.getByText('File type not supported').count()).toBe(0);
    await expect.poll(() => continueButton(page).isEnabled()).toBe(true);

    // A reload shows the uploaded slot again, its thumbnail read back from the server.
    await page.reload();
    await stageHeading(page, 'Proof of Address').waitFor();
    await licence.getByText('Driving License uploaded successfully').waitFor();
    await expect.poll(() => licence.locator('img').getAttribute('src')).toMatch(/^blob:/);
    await expect
      .poll(() => page.getByRole('button', { name: /Document type/ }).textContent())
      .toContain('Driving License');
    await continueButton(page).click();
    // A driving licence is also a proof of identity.
    await stageHeading(page, 'Mandatory Upload').waitFor();
  });

  it("refuses a text file and a file over 10 MB before uploading, with the spec's messages", async () => {
    const page = await browser.newPage('mobile');
    const journeyId = await journeyAtKyc(page, CKYC_NOT_FOUND_PAN);
    await stageHeading(page, 'Proof of Address').waitFor();
    await chooseDocument(page, 'Passport');
    const front = slot(page, 'Passport Front');
    const input = page.getByLabel('Choose a file for Passport Front', { exact: true });

    await input.setInputFiles(files.text);
    await front.getByRole('alert').getByText('File type not supported', { exact: true }).waitFor();
    await input.setInputFiles(files.large);
    await front.getByRole('alert').getByText('File size too large (max 10MB)', { exact: true }).waitFor();
    await expect.poll(() => front.getByRole('progressbar').count()).toBe(0);
    expect((await kycStatus(page, journeyId)).documents).toEqual([]);

    // A good file afterwards clears the message.
    await uploadInto(page, 'Passport Front', files.png);
    await expect.poll(() => front.getByText('File size too large (max 10MB)').count()).toBe(0);
  });

  it('moves from Voter ID (address only) to POI with its choice cleared, then to MANDATORY', async () => {
    const page = await browser.newPage('desktop');
    await journeyAtKyc(page, CKYC_NOT_FOUND_PAN);
    await stageHeading(page, 'Proof of Address').waitFor();
    await chooseDocument(page, 'Voter ID');
    await uploadInto(page, 'Voter ID Front', files.png);
    await uploadInto(page, 'Voter ID Back', files.png);
    await continueButton(page).click();
    await stageHeading(page, 'Proof of Identity').waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: /Document type/ }).textContent())
      .toContain('Select a document');
    await expect.poll(() => continueButton(page).isDisabled()).toBe(true);
    // PAN proves identity: offered here, and enough with the voter ID's address.
    await chooseDocument(page, 'PAN Card');
    await uploadInto(page, 'PAN Card', files.pdf);
    await continueButton(page).click();
    await stageHeading(page, 'Mandatory Upload').waitFor();
  });

  it('offers no PAN card as proof of address (it proves identity only), and a driving licence', async () => {
    const page = await browser.newPage('mobile');
    const journeyId = await journeyAtKyc(page, CKYC_NOT_FOUND_PAN);
    await stageHeading(page, 'Proof of Address').waitFor();
    await page.getByText(/A PAN card proves identity only/).waitFor();
    await page.getByRole('button', { name: /Document type/ }).click();
    const licence = page.getByRole('radio', { name: 'Driving License' });
    await licence.waitFor();
    await expect.poll(() => page.getByRole('radio', { name: 'Aadhaar Card' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('radio', { name: 'PAN Card' }).count()).toBe(0);
    await licence.click();
    await expect
      .poll(() => page.getByRole('button', { name: /Document type/ }).textContent())
      .toContain('Driving License');
    await uploadInto(page, 'Driving License', files.png);
    await continueButton(page).click();
    // The licence proves identity too: no second document.
    await stageHeading(page, 'Mandatory Upload').waitFor();
    await uploadInto(page, 'Selfie', files.selfie, 'Upload a photo for Selfie');
    await continueButton(page).click();
    await expectReviewSubmit(page);
    expect(await kycStatus(page, journeyId)).toMatchObject({ ovd_status: 'SUCCESS', kyc_status: 'UNDER_REVIEW' });
  });
});

describe('health proposal KYC selfie with a camera', () => {
  it('captures a JPEG from the front camera, uploads it as the proposer image and stops the camera', async () => {
    // Chromium's fake camera and an auto-accepted permission prompt stand in for a phone's front camera.
    const camera = await chromium.launch({
      executablePath: inject('chromiumPath'),
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    });
    try {
      const context = await camera.newContext({
        viewport: VIEWPORTS.mobile,
        baseURL: inject('baseUrl'),
        locale: 'en-IN',
      });
      await context.grantPermissions(['camera']);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      const journeyId = await journeyAtKyc(page, CKYC_NOT_FOUND_PAN);
      await stageHeading(page, 'Proof of Address').waitFor();
      await chooseDocument(page, 'Driving License');
      await uploadInto(page, 'Driving License', files.png);
      await continueButton(page).click();
      await stageHeading(page, 'Mandatory Upload').waitFor();

      await page.getByRole('button', { name: 'Use camera' }).click();
      const preview = page.getByLabel('Camera preview');
      await preview.waitFor();
      await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
      await page.getByRole('button', { name: 'Capture' }).click();
      await slot(page, 'Selfie').getByText('Selfie uploaded successfully').waitFor();
      await expect.poll(() => preview.count()).toBe(0);
      const status = await kycStatus(page, journeyId);
      expect(status.documents.map((d) => d.doc_type).sort()).toEqual(['DRIVING_LICENSE', 'PROPOSER_IMAGE']);
      // The capture was sent as a JPEG: the server reads the file back as one.
      const stored = await page.evaluate(async (id) => {
        const res = await fetch(`/v1/health/journey/kyc-status/${id}`, {
          headers: { 'x-session-id': sessionStorage.getItem('session_id') ?? '' },
        });
        const selfie = (await res.json()).documents.find((d: { doc_type: string }) => d.doc_type === 'PROPOSER_IMAGE');
        const content = await fetch(`/v1/utility/uploads/${selfie.upload_reference_id}/content`, {
          headers: { 'x-session-id': sessionStorage.getItem('session_id') ?? '' },
        });
        return content.headers.get('content-type');
      }, journeyId);
      expect(stored).toBe('image/jpeg');
      await continueButton(page).click();
      await expectReviewSubmit(page);
    } finally {
      await camera.close();
    }
  });
});
