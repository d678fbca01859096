import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { MESSAGES } from './messages';

// Issue 16: every message has one home. A string literal in the apps' code that repeats a MESSAGES text word for
// word is a second copy that will drift; use MESSAGES.KEY instead.
const root = path.resolve(import.meta.dirname, '../../../..');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });

it('no app source repeats a MESSAGES text as a string literal', () => {
  const texts = Object.entries(MESSAGES);
  const copies = ['apps/web/src', 'apps/api/src'].flatMap((dir) =>
    sources(path.join(root, dir)).flatMap((file) => {
      const code = fs.readFileSync(file, 'utf8');
      return texts
        .filter(([, text]) => ["'", '"', '`'].some((q) => code.includes(`${q}${text}${q}`)))
        .map(([key]) => `${path.relative(root, file)}: ${key}`);
    }),
  );
  expect(copies).toEqual([]);
});
