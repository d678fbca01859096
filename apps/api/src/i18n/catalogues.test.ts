import { brokerOfficersLine, brokerRegistrationLine, SAMPLE_BROKER } from '@kavach/domain';
import { LANGUAGE_CODES } from '@kavach/domain/i18n/languages';
import { describe, expect, it } from 'vitest';
import { brokerOfficersText, brokerRegistrationText, scheduleTexts } from '../modules/payments/schedule-texts.ts';
import { RESOURCES } from './i18n.ts';

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
