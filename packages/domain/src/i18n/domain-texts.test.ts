import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { placeholdersOf, translateDomainText } from './domain-texts';
import { builtTemplates, domainTexts } from './domain-text-list';
import { BUILT_TEMPLATES } from './built-templates';
import { MESSAGES, premiumChanged } from '../validation/messages';
import { claimStatusWords } from '../claims/claim-words';
import { loadingLabel } from '../health/member-conditions';
import { RELATION_LABELS } from '../code-lists/proposal';
import { renewalStandingWords } from '../renewals/renewal-standing';
import { bmiOutsideRange, usualFromAge } from '../term/underwriting-reasons';

// Read as the API reads it; the package's TypeScript project does not list JSON files.
const HINDI = JSON.parse(readFileSync(new URL('./locales/hi.json', import.meta.url), 'utf8')) as Record<string, string>;

/** What is wrong with a catalogue for these texts: a text without its Hindi, a stale entry, placeholders that differ. */
function catalogueProblems(texts: readonly string[], catalogue: Readonly<Record<string, string>>): string[] {
  const listed = new Set(texts);
  const same = (a: string, b: string) =>
    [...new Set(placeholdersOf(a))].join() === [...new Set(placeholdersOf(b))].join();
  return [
    ...texts.filter((text) => !catalogue[text]?.trim()).map((text) => `no Hindi: ${text}`),
    ...Object.keys(catalogue)
      .filter((key) => !listed.has(key))
      .map((key) => `not a domain text: ${key}`),
    ...Object.entries(catalogue)
      .filter(([key, text]) => !same(key, text))
      .map(([key, text]) => `placeholders differ: ${key} → ${text}`),
  ];
}

// Figures, amounts and format examples are the same in both languages (docs/i18n.md).
const KEPT = /₹?\d[\d,.]*\d|₹?\d|DD\/MM\/YYYY|YYYY-MM-DD|[A-Z]{5}\d{4}[A-Z]|MH 12 AB 1234/g;

describe('the domain catalogue', () => {
  const texts = domainTexts();

  it('lists the texts the domain writes, each once', () => {
    expect(texts.length).toBeGreaterThan(400);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts).toContain(MESSAGES.REQUIRED);
    expect(texts).toContain(
      'Your premium has changed since you reviewed it: it is now {{amount}}. Please review the new premium before paying.',
    );
  });

  it('gives the translator the templates the builders make now (npm run i18n:templates writes them)', () => {
    expect(BUILT_TEMPLATES).toEqual(builtTemplates());
  });

  it('has Hindi for every text, no entry for a text the domain does not write, and the same placeholders', () => {
    expect(catalogueProblems(texts, HINDI)).toEqual([]);
  });

  it('finds a missing, a stale and a mismatched entry', () => {
    const madeUp = ['A text nobody translated', 'Policy {{policy}} ends'];
    const problems = catalogueProblems(madeUp, { 'Policy {{policy}} ends': 'पॉलिसी {{number}} समाप्त', Stale: 'पुराना' });
    expect(problems).toEqual([
      'no Hindi: A text nobody translated',
      'not a domain text: Stale',
      'placeholders differ: Policy {{policy}} ends → पॉलिसी {{number}} समाप्त',
    ]);
  });

  it('writes Hindi, keeping figures, amounts and format examples as they are', () => {
    // A text with words in it (not a code such as RTO, nor values alone) reads in Devanagari.
    const words = (text: string) => /[a-z]/.test(text.replace(/{{\w+}}/g, ''));
    const latinOnly = texts.filter((text) => words(text) && !/[\u0900-\u097F]/.test(HINDI[text] ?? ''));
    expect(latinOnly).toEqual([]);
    const lost = texts.filter((text) => (text.match(KEPT) ?? []).some((kept) => !(HINDI[text] ?? '').includes(kept)));
    expect(lost).toEqual([]);
  });
});

describe('translateDomainText', () => {
  const t = (text: string) => translateDomainText(text, HINDI);

  it('gives a fixed text its entry', () => {
    expect(t(MESSAGES.REQUIRED)).toBe('यह जानकारी देना ज़रूरी है');
    expect(t(RELATION_LABELS.MOTHER_IN_LAW)).toBe('सास');
  });

  it('puts the values of a built text into its Hindi template', () => {
    expect(t(premiumChanged(18_786))).toBe(
      'आपके देखने के बाद आपका प्रीमियम बदल गया है: अब यह ₹18,786 है। कृपया भुगतान से पहले नया प्रीमियम देख लें।',
    );
    expect(t(renewalStandingWords('HEALTH', { state: 'IN_FORCE', days_left: 5 }))).toBe('5 दिन में समाप्त');
    // Why a term insurer asks for a test, as the proposal's review and the schedule show it.
    expect(t(usualFromAge(45))).toBe('45 वर्ष की आयु से सामान्य');
    expect(t(bmiOutsideRange(31.2, { min: 18, max: 30 }))).toBe(
      'बॉडी मास इंडेक्स (BMI) 31.2 है, जो 18–30 की सीमा से बाहर है',
    );
  });

  it('translates a value that is itself a domain text, or a list of them', () => {
    const asked = claimStatusWords({
      status: 'DOCUMENTS_REQUESTED',
      approvedRupees: null,
      reason: null,
      documentsRequested: ['HOSPITAL_BILLS', 'DISCHARGE_SUMMARY'],
    });
    expect(t(asked)).toBe('बीमाकर्ता ने ये दस्तावेज़ माँगे हैं: अस्पताल के बिल, डिस्चार्ज सारांश।');
    expect(t(loadingLabel({ condition: 'DIABETES', percent: 25, members: ['FATHER', 'CHILD_02'] }))).toBe(
      'मधुमेह (डायबिटीज़) +25% (पिता, बच्चा 2)',
    );
  });

  it('leaves a text it does not know, and a value that is not a domain text, as written', () => {
    expect(t('Something the insurer wrote')).toBe('Something the insurer wrote');
    const rejected = claimStatusWords({
      status: 'REJECTED',
      approvedRupees: null,
      reason: 'Not covered',
      documentsRequested: [],
    });
    expect(t(rejected)).toBe('अस्वीकृत: Not covered।');
  });
});
