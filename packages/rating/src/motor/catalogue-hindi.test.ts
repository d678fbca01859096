import { describe, expect, it } from 'vitest';
import { readerOf, sampleFiles, sampleMotorCatalogue } from '../../test/sample-catalogue.ts';
import { catalogueText, translationFile } from '../catalogue-translations.ts';
import { parseMotorCatalogue } from './motor-catalogue.ts';

const HINDI = translationFile('hi');
const withHindi = (entries: Record<string, string>) => {
  const files = sampleFiles('motor');
  files.set(HINDI, JSON.stringify(entries));
  return files;
};

describe('the motor catalogue’s translations', () => {
  // The sample's add-ons are named and described by the domain (MOTOR_ADDON_LABELS, MOTOR_ADDON_BENEFITS), in its
  // own Hindi; what the motor files hold a buyer reads — insurer, vehicle and place names, addresses, sources — stays
  // as written, so the sample carries no translation.
  it('are optional: the sample carries none and speaks English', () => {
    const catalogue = sampleMotorCatalogue();
    expect(catalogue.translations).toEqual({});
    expect(catalogueText(catalogue.translations, 'hi')('Standard')).toBe('Standard');
  });

  it('give a text the catalogue holds its translation', () => {
    const catalogue = parseMotorCatalogue(readerOf(withHindi({ 'Kick Start': 'किक स्टार्ट' })));
    expect(catalogueText(catalogue.translations, 'hi')('Kick Start')).toBe('किक स्टार्ट');
    expect(catalogueText(catalogue.translations, 'en')('Kick Start')).toBe('Kick Start');
  });

  it('refuse an entry for a text the catalogue does not hold, naming it', () => {
    expect(() => parseMotorCatalogue(readerOf(withHindi({ 'Zero depreciation': 'शून्य मूल्यह्रास' })))).toThrow(
      'Motor catalogue invalid: i18n/hi.json: "Zero depreciation": the catalogue has no such text',
    );
  });
});
