import { brokerOfficersLine, brokerRegistrationLine, premiumChanged, SAMPLE_BROKER } from '@kavach/domain';
import { LANGUAGE_CODES } from '@kavach/domain/i18n/languages';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokerOfficersText, brokerRegistrationText, scheduleTexts } from '../modules/payments/schedule-texts.ts';
import { errorText, RESOURCES } from './i18n.ts';

/** A catalogue's texts by their dotted keys. */
function flatten(tree: object, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(tree).flatMap(([key, value]): [string, string][] =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : [...flatten(value as object, `${prefix}${key}.`)],
    ),
  );
}
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
/** A key without its plural suffix: languages have their own plural forms. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

// docs/i18n.md: every language of the server's catalogues says every English text, with the same placeholders.
describe('the server’s catalogues', () => {
  for (const namespace of Object.keys(RESOURCES.en) as (keyof typeof RESOURCES.en)[]) {
    it(`say every ${namespace} text in every language, none empty`, () => {
      const english = flatten(RESOURCES.en[namespace]);
      expect(english.size).toBeGreaterThan(20);
      for (const language of LANGUAGE_CODES) {
        const texts = flatten(RESOURCES[language][namespace]);
        const problems = [
          ...[...english.keys()].filter((key) => ![...texts.keys()].some((k) => base(k) === base(key))),
          ...[...texts.keys()].filter((key) => ![...english.keys()].some((k) => base(k) === base(key))),
          ...[...texts].filter(([, text]) => !text.trim()).map(([key]) => `${key} empty`),
          ...[...texts]
            .filter(([key, text]) => {
              const said = [...english].find(([k]) => base(k) === base(key))?.[1];
              return said !== undefined && placeholders(said).join() !== placeholders(text).join();
            })
            .map(([key]) => `${key} placeholders`),
        ];
        expect([language, problems]).toEqual([language, []]);
      }
    });
  }

  it('write the broker’s lines in English exactly as the domain does, which the web’s footer shows', () => {
    const english = scheduleTexts('en');
    expect(brokerRegistrationText(english, SAMPLE_BROKER)).toBe(brokerRegistrationLine(SAMPLE_BROKER));
    expect(brokerOfficersText(english, SAMPLE_BROKER)).toBe(brokerOfficersLine(SAMPLE_BROKER));
  });
});

/**
 * Every text written in apps/api/src, read as text: each quoted literal, a `${…}` in a template literal as {{}}, and
 * `notFound('Policy')` as the "Policy not found" it throws (lib/app-error.ts).
 */
function sourceTexts(): Set<string> {
  const root = path.dirname(import.meta.dirname);
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const texts = new Set<string>();
  for (const file of files) {
    // Comment lines dropped, so an apostrophe in one ("the buyer's") opens no literal.
    const code = fs.readFileSync(path.join(root, file), 'utf8').replace(/^\s*(\/\/|\*).*$/gm, '');
    for (const [, single, double, backtick] of code.matchAll(
      /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g,
    ))
      texts.add(single ?? double ?? (backtick ?? '').replace(/\$\{[^}]*\}/g, '{{}}'));
    for (const [, what] of code.matchAll(/\bnotFound\('([^']+)'\)/g)) texts.add(`${what} not found`);
  }
  return texts;
}

// docs/i18n.md: the API's own error messages, keyed by their English, in the language the request asks for.
describe('the API’s error messages', () => {
  const english: Readonly<Record<string, string>> = RESOURCES.en.errors;

  it('are each a message the API writes, its English the key itself', () => {
    const written = sourceTexts();
    expect(written.size).toBeGreaterThan(100);
    const stale = Object.keys(english).filter((key) => !written.has(key.replace(/{{\w+}}/g, '{{}}')));
    expect(stale).toEqual([]);
    expect(Object.entries(english).filter(([key, text]) => key !== text)).toEqual([]);
  });

  it('are said in Hindi, a built one with its values put in, and left in English when the catalogue lacks them', () => {
    expect(errorText('hi', 'Please wait before asking for a new code')).toBe('नया कोड माँगने से पहले कृपया थोड़ी देर रुकें');
    expect(errorText('hi', 'This policy has been renewed: policy KVH-2026-000123 covers you from 14/03/2027.')).toBe(
      'इस पॉलिसी का नवीनीकरण हो चुका है: पॉलिसी KVH-2026-000123 आपको 14/03/2027 से कवर करती है।',
    );
    expect(errorText('hi', 'Invalid body')).toBe('भेजी गई जानकारी सही नहीं है (body)');
    // A value is one word (a plan's name aside): a longer message that only begins the same way stays as written.
    expect(errorText('hi', 'Invalid callback signature')).toBe('Invalid callback signature');
    expect(errorText('en', 'Please wait before asking for a new code')).toBe(
      'Please wait before asking for a new code',
    );
    // A rule's reason or a field's label put into a message is the domain's, said in the message's language too.
    expect(errorText('hi', 'This plan cannot be quoted: Age must be between 18 and 75 years')).toBe(
      'इस प्लान का कोटेशन नहीं दिया जा सकता: आयु 18 से 75 वर्ष के बीच होनी चाहिए',
    );
    expect(errorText('hi', 'A change of your nominee is already with the insurer')).toBe(
      'आपके नॉमिनी का एक बदलाव पहले से बीमाकर्ता के पास है',
    );
    // A message the domain builds, thrown by the API (confirm-journey.ts), goes by the domain's template first.
    const repriced = errorText('hi', premiumChanged(12_345));
    expect(repriced).toMatch(/[\u0900-\u097F]/);
    expect(repriced).toContain('₹12,345');
  });
});
