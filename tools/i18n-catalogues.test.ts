import path from 'node:path';
import { LANGUAGE_CODES } from '@kavach/domain/i18n/languages';
import { describe, expect, it } from 'vitest';
import {
  catalogueProblems,
  cataloguesUnder,
  englishCopies,
  flatten,
  sourcesUnder,
  unusedKeys,
} from './i18n-catalogues.ts';

const web = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'src');
const relative = (line: string) => line.replaceAll(`${web}/`, 'apps/web/src/');

describe('the web catalogues (docs/i18n.md)', () => {
  const namespaces = cataloguesUnder(web);
  const sources = sourcesUnder(web);

  it('are one per language in every namespace, English among them', () => {
    expect(namespaces.length).toBeGreaterThan(10);
    for (const { folder, catalogues } of namespaces)
      expect([folder, catalogues.map((c) => c.language).sort()]).toEqual([folder, [...LANGUAGE_CODES].sort()]);
  });

  it('say every key in every language, with the same placeholders, none empty', () => {
    const problems = namespaces.flatMap(({ catalogues }) => {
      const english = catalogues.find((c) => c.language === 'en')!;
      return catalogueProblems(
        english,
        catalogues.filter((c) => c !== english),
      );
    });
    expect(problems.map(relative)).toEqual([]);
  });

  it('translate every text, leaving only codes and the brand as they are', () => {
    const copies = namespaces.flatMap(({ catalogues }) => {
      const english = catalogues.find((c) => c.language === 'en')!;
      return catalogues.filter((c) => c !== english).flatMap((other) => englishCopies(english, other));
    });
    expect(copies.map(relative)).toEqual([]);
  });

  it('hold no key the code never names', () => {
    const unused = namespaces.flatMap(({ catalogues }) =>
      unusedKeys(
        catalogues.find((c) => c.language === 'en')!,
        sources,
      ),
    );
    expect(unused.map(relative)).toEqual([]);
  });
});

describe('the checks, on made-up catalogues', () => {
  const en = {
    folder: 'f/home',
    language: 'en',
    texts: flatten({ a: { b: 'Hi {{name}}' }, n_one: '1', n_other: 'n' }),
  };

  it('find a key missing, an extra one, an empty one and a lost placeholder', () => {
    const hi = { folder: 'f/home', language: 'hi', texts: flatten({ a: { b: 'नमस्ते' }, x: ' ' }) };
    expect(catalogueProblems(en, [hi])).toEqual([
      'f/home/locales/hi.json: missing "n"',
      'f/home/locales/hi.json: "x" is not in English',
      'f/home/locales/hi.json: "a.b" has placeholders [], English ["name"]',
      'f/home/locales/hi.json: "x" is empty',
    ]);
  });

  it('find a text left in English, and let a code or a placeholder be', () => {
    const english = {
      folder: 'f/kyc',
      language: 'en',
      texts: { a: 'Upload your PAN', b: 'PAN', c: '{{amount}}/year', d: 'DD/MM/YYYY' },
    };
    const hi = {
      folder: 'f/kyc',
      language: 'hi',
      texts: { a: 'Upload your PAN', b: 'PAN', c: '{{amount}}/वर्ष', d: 'DD/MM/YYYY' },
    };
    expect(englishCopies(english, hi)).toEqual(['f/kyc/locales/hi.json: "a" is the English, untranslated']);
  });

  it('take a language’s own plural forms, and find a key no code names', () => {
    const hi = { folder: 'f/home', language: 'hi', texts: flatten({ a: { b: '{{name}} जी' }, n_other: 'n' }) };
    expect(catalogueProblems(en, [hi])).toEqual([]);
    expect(unusedKeys(en, ["t('a.b')"])).toEqual(['f/home/locales/en.json: "n" is named by no code']);
    expect(unusedKeys(en, ["t('a.b', { count })", 't("home:n")'])).toEqual([]);
  });
});
