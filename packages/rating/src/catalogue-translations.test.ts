import { describe, expect, it } from 'vitest';
import { readerOf, sampleFiles, sampleHealthCatalogue } from '../test/sample-catalogue.ts';
import { parseHealthCatalogue } from './health/parse-catalogue.ts';
import { catalogueText, catalogueTexts, translationFile } from './catalogue-translations.ts';

const HINDI = translationFile('hi');
const withHindi = (entries: Record<string, string> | undefined) => {
  const files = sampleFiles('health');
  if (entries) files.set(HINDI, JSON.stringify(entries));
  else files.delete(HINDI);
  return files;
};

describe('the sample health catalogue’s Hindi', () => {
  const catalogue = sampleHealthCatalogue();
  const hindi = catalogue.translations.hi;
  const files = sampleFiles('health');
  const ownTexts = catalogueTexts(
    ...[...files].filter(([name]) => !name.startsWith('i18n/')).map(([, text]) => JSON.parse(text) as unknown),
  );

  it('translates only texts the catalogue holds', () => {
    const entries = Object.keys(JSON.parse(files.get(HINDI) ?? '{}') as object);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((text) => !ownTexts.has(text))).toEqual([]);
  });

  it('asks every medical question of every plan in Hindi: title, hint, options and worded placeholders', () => {
    const sets = catalogue.plans.map((p) => catalogue.medicalQuestionSets[p.medical_question_set_id] ?? []);
    const texts = sets.flat().flatMap((q) => [
      q.question_title,
      q.question_description,
      // A date's placeholder shows its format, the same in Hindi (docs/i18n.md: DD/MM/YYYY).
      /^[DMY/]+$/.test(q.answer_placeholder) ? '' : q.answer_placeholder,
      ...q.answer_field_options.map((o) => o.answer_option_label),
    ]);
    expect(sets.flat().length).toBeGreaterThan(0);
    expect(texts.filter((text) => text !== '' && !hindi?.has(text))).toEqual([]);
  });

  it('says every plan text a buyer reads in Hindi: tagline, no-claim bonus, features and claim steps', () => {
    const texts = catalogue.plans.flatMap((p) => [
      p.tagline,
      p.no_claim_bonus ?? '',
      ...p.features.flatMap((f) => [f.feature_name, f.feature_description, f.feature_explanation]),
      ...p.claim_process.flatMap((s) => [s.claim_process_name, s.claim_process_description, s.claim_what_to_know]),
    ]);
    expect(catalogue.plans.length).toBeGreaterThanOrEqual(20);
    expect(texts.filter((text) => text !== '' && !hindi?.has(text))).toEqual([]);
    // Figures, amounts and phone numbers keep their digits: the Hindi says the same numbers as the English.
    const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();
    const changed = texts
      .filter((text) => text !== '' && hindi?.has(text))
      .filter((text) => {
        const translated = hindi?.get(text) ?? '';
        return numbers(translated).join() !== numbers(text).join();
      });
    expect(changed).toEqual([]);
  });
});

describe('a catalogue’s translations', () => {
  it('are optional: a catalogue without them speaks English', () => {
    const catalogue = parseHealthCatalogue(readerOf(withHindi(undefined)));
    expect(catalogue.translations).toEqual({});
    expect(catalogueText(catalogue.translations, 'hi')('Yes')).toBe('Yes');
  });

  it('refuse an entry for a text the catalogue does not hold, naming it', () => {
    expect(() => parseHealthCatalogue(readerOf(withHindi({ 'Has any member ever smoked?': 'क्या…' })))).toThrow(
      'Health catalogue invalid: i18n/hi.json: "Has any member ever smoked?": the catalogue has no such text',
    );
  });

  it('refuse an empty translation', () => {
    expect(() => parseHealthCatalogue(readerOf(withHindi({ Yes: ' ' })))).toThrow(/i18n\/hi\.json: Yes: /);
  });

  it('give a text its translation, and a text without one as written', () => {
    const text = catalogueText({ hi: new Map([['Yes', 'हाँ']]) }, 'hi');
    expect(text('Yes')).toBe('हाँ');
    expect(text('No')).toBe('No');
    expect(catalogueText({ hi: new Map([['Yes', 'हाँ']]) }, 'en')('Yes')).toBe('Yes');
  });
});
