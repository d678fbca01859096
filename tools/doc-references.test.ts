import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { citingFiles, referenceProblems, repositoryAt, type Repository } from './doc-references.ts';

const root = path.resolve(import.meta.dirname, '..');
// The brief's names, spelled in pieces: a script that rewrites citations of the brief must leave these made-up ones be.
const SPEC_3 = ['spec', '3'].join(' ');
const DESIGN = ['DES', 'IGN'].join('');
const DESIGN_MD = `${DESIGN}.md`;
const STYLE_MD = ['STYLE', 'md'].join('.');
// This file cites made-up documents on purpose, below; every other file of the repository is checked.
const self = path
  .relative(root, import.meta.filename)
  .split(path.sep)
  .join('/');

describe('citations of documents', () => {
  it('name a file of the repository and, with a §, a heading in it', () => {
    const repo = repositoryAt(root);
    const files = citingFiles(root).filter((f) => f !== self);
    expect(files).toContain('docs/decisions.md');
    expect(files).toContain('apps/api/src/app.ts');
    const problems = files.flatMap((file) =>
      referenceProblems(file, readFileSync(path.join(root, file), 'utf8'), repo),
    );
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
  });

  describe('the check, on made-up files', () => {
    const docs: Record<string, string[]> = {
      'docs/decisions.md': ['1', '4', '4a'],
      'docs/product/quotes.md': ['2', '4', '4.10'],
      'README.md': [],
    };
    const fake: Repository = {
      resolve: (from, cited) =>
        [path.posix.normalize(cited), path.posix.join(path.posix.dirname(from), cited)].find((c) => c in docs) ?? null,
      headings: (doc) => new Set(docs[doc] ?? []),
    };
    const check = (file: string, text: string) =>
      referenceProblems(file, text, fake).map((p) => `${p.file}:${p.line}: ${p.message}`);

    it('accepts a document, its headings, a list of sections and a section on the next comment line', () => {
      const text = [
        '// docs/decisions.md §4a and docs/product/quotes.md §2, §4.10 (see README.md)',
        ' * the buyer reviews it (docs/decisions.md',
        ' * §4).',
        '// DPDP Act 2023 §12 and RFC 8259 §8.1 are laws and standards, not our documents',
      ].join('\n');
      expect(check('apps/x.ts', text)).toEqual([]);
    });

    it('names the file and line of a missing document, a missing heading and a § without a document', () => {
      const text = ['const a = 1;', '// docs/gone.md, docs/decisions.md §9', 'x', 'y', '// as said in §4'].join('\n');
      expect(check('apps/x.ts', text)).toEqual([
        'apps/x.ts:2: docs/gone.md is not in the repository',
        'apps/x.ts:2: docs/decisions.md has no heading §9',
        'apps/x.ts:5: §4 names no document',
      ]);
    });

    it('fails on what is left of the brief', () => {
      expect(check('e2e/y.test.ts', `it('works (${SPEC_3} §4.10, ${DESIGN} §5)')`)).toEqual([
        `e2e/y.test.ts:1: cites the brief, outside the repository: "${SPEC_3}"`,
        `e2e/y.test.ts:1: cites the brief, outside the repository: "${DESIGN}"`,
        'e2e/y.test.ts:1: §4.10 names no document',
        'e2e/y.test.ts:1: §5 names no document',
      ]);
      expect(check('a.ts', `// see ${DESIGN_MD} §4 and ${STYLE_MD}`)).toEqual([
        `a.ts:1: cites the brief, outside the repository: "${DESIGN_MD}"`,
        `a.ts:1: cites the brief, outside the repository: "${STYLE_MD}"`,
        `a.ts:1: ${DESIGN_MD} is not in the repository`,
        `a.ts:1: ${STYLE_MD} is not in the repository`,
      ]);
    });

    it('reads a document’s own § as its own section, and a link relative to the document', () => {
      const text = ['See §4 above and [quotes](product/quotes.md) §4.10.', 'Nothing at §7.'].join('\n');
      expect(check('docs/decisions.md', text)).toEqual(['docs/decisions.md:2: docs/decisions.md has no heading §7']);
    });
  });
});
