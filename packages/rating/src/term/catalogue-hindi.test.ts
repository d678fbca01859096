import { describe, expect, it } from 'vitest';
import { readerOf, sampleFiles, sampleTermCatalogue } from '../../test/sample-catalogue.ts';
import { catalogueText, translationFile } from '../catalogue-translations.ts';
import { parseTermCatalogue } from './term-catalogue.ts';

const HINDI = translationFile('hi');
const withHindi = (entries: Record<string, string> | undefined) => {
  const files = sampleFiles('term');
  if (entries) files.set(HINDI, JSON.stringify(entries));
  else files.delete(HINDI);
  return files;
};
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the sample term catalogue’s Hindi', () => {
  const catalogue = sampleTermCatalogue();
  const hindi = catalogue.translations.hi;
  const untranslated = (texts: string[]) => texts.filter((text) => !hindi?.has(text));

  it('says every plan’s tagline and features in Hindi: name, description and explanation', () => {
    const texts = catalogue.plans.flatMap((p) => [
      p.tagline,
      ...p.features.flatMap((f) => [f.feature_name, f.feature_description, f.feature_explanation]),
    ]);
    expect(texts.length).toBeGreaterThan(catalogue.plans.length * 3);
    expect(untranslated(texts)).toEqual([]);
  });

  it('says every rider in Hindi: name, description, option labels and the labels of their values', () => {
    const texts = [...catalogue.addons.values()].flatMap((a) => [
      a.addon_name,
      a.addon_short_description,
      ...a.addon_options.flatMap((o) => [
        o.addon_option_label,
        ...o.addon_option_values.map((v) => v.addon_option_label),
      ]),
    ]);
    expect(catalogue.addons.size).toBeGreaterThan(0);
    expect(untranslated(texts)).toEqual([]);
  });

  it('names every medical test a plan may ask for in Hindi, the market’s and each plan’s own', () => {
    const rules = [catalogue.ratingTables.underwriting, ...catalogue.plans.flatMap((p) => p.underwriting ?? [])];
    const texts = rules.flatMap((u) => [...Object.values(u.condition_tests), u.routine_tests.test]);
    expect(untranslated(texts)).toEqual([]);
  });

  it('writes Devanagari, keeping every figure of the English', () => {
    const digits = (text: string) => (text.match(/\d+/g) ?? []).join(' ');
    for (const [english, translation] of hindi ?? []) {
      expect(translation, english).toMatch(DEVANAGARI);
      expect(digits(translation), english).toBe(digits(english));
    }
  });

  it('names the riders as the glossary does: दुर्घटना मृत्यु लाभ, गंभीर बीमारी', () => {
    const text = catalogueText(catalogue.translations, 'hi');
    expect(text('Accidental Death Benefit')).toBe('दुर्घटना मृत्यु लाभ');
    expect(text('Critical Illness Rider')).toBe('गंभीर बीमारी राइडर');
    expect(text('Accidental Death Benefit')).not.toBe(
      catalogueText(catalogue.translations, 'en')('Accidental Death Benefit'),
    );
  });

  it('adds no entry for a plan’s or insurer’s name', () => {
    const names = [
      ...catalogue.plans.map((p) => p.plan_name),
      ...[...catalogue.insurers.values()].map((i) => i.insurer_name),
    ];
    expect(names.filter((name) => hindi?.has(name))).toEqual([]);
  });
});

describe('the term catalogue’s translations', () => {
  it('are optional: a catalogue without them speaks English', () => {
    const catalogue = parseTermCatalogue(readerOf(withHindi(undefined)));
    expect(catalogue.translations).toEqual({});
    expect(catalogueText(catalogue.translations, 'hi')('Return of Premium')).toBe('Return of Premium');
  });

  it('refuse an entry for a text the catalogue does not hold, naming it', () => {
    expect(() => parseTermCatalogue(readerOf(withHindi({ 'Return of Premiums': 'प्रीमियम वापसी' })))).toThrow(
      'Term catalogue invalid: i18n/hi.json: "Return of Premiums": the catalogue has no such text',
    );
  });

  it('refuse an empty translation', () => {
    expect(() => parseTermCatalogue(readerOf(withHindi({ 'Return of Premium': ' ' })))).toThrow(
      /Term catalogue invalid: i18n\/hi\.json: Return of Premium: /,
    );
  });
});
