import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import * as domain from '../index';
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

it('no source, the domain’s own included, repeats a MESSAGES text as a string literal', () => {
  const texts = Object.entries(MESSAGES);
  const home = path.join(root, 'packages', 'domain', 'src', 'validation', 'messages.ts');
  const copies = ['apps/web/src', 'apps/api/src', 'packages/domain/src'].flatMap((dir) =>
    sources(path.join(root, dir)).flatMap((file) => {
      if (file === home) return [];
      const code = fs.readFileSync(file, 'utf8');
      return texts
        .filter(([, text]) => ["'", '"', '`'].some((q) => code.includes(`${q}${text}${q}`)))
        .map(([key]) => `${path.relative(root, file)}: ${key}`);
    }),
  );
  expect(copies).toEqual([]);
});

// Issue 16: the values a contract allows (genders, relations, statuses…) are the domain's constants; an app that
// writes `z.enum(['…'])` itself keeps a second list. The server's own settings (config.ts) are not domain values.
it('no app source declares an enum of its own literals', () => {
  const ownEnums = ['apps/web/src', 'apps/api/src'].flatMap((dir) =>
    sources(path.join(root, dir))
      .filter((file) => !file.endsWith(path.join('apps', 'api', 'src', 'config.ts')))
      .flatMap((file) => {
        // The whole file, not line by line: `z.enum([` with its first value on the next line is an enum too.
        const code = fs.readFileSync(file, 'utf8');
        return [...code.matchAll(/(?:\.enum|\bzSelect)\(\s*\[\s*['"`]/g)].map(
          (m) => `${path.relative(root, file)}:${code.slice(0, m.index).split('\n').length}`,
        );
      }),
  );
  expect(ownEnums).toEqual([]);
});

// Issue 16: one list of allowed values has one declaration. The same literals written again — `z.enum([...])`,
// `zSelect([...])`, `.enum([...])` on a chain or `[...] as const`, in the domain or an app — are a second list that
// can drift; import the first.
it('no list of allowed values is declared twice', () => {
  const lists = new Map<string, string[]>();
  const add = (items: readonly string[], where: string) => {
    const key = [...items].sort().join(' | ');
    lists.set(key, [...(lists.get(key) ?? []), where]);
  };
  const writtenOut = new Set<string>();
  for (const dir of ['packages/domain/src', 'apps/web/src', 'apps/api/src'])
    for (const file of sources(path.join(root, dir))) {
      if (file.endsWith(path.join('apps', 'api', 'src', 'config.ts'))) continue;
      const code = fs.readFileSync(file, 'utf8');
      for (const m of code.matchAll(/(?:\.enum|\bzSelect)\(\s*\[([^[\]]*?)\]|\[([^[\]]*?)\]\s*as const/gs)) {
        const items = (m[1] ?? m[2] ?? '')
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean);
        if (items.length < 2 || !items.every((x) => /^(['"`])[^'"`]*\1$/.test(x))) continue;
        const before = code.slice(0, m.index);
        const name = /(\w+)\s*=\s*$/.exec(before)?.[1];
        if (name && dir === 'packages/domain/src') writtenOut.add(name);
        add(
          items.map((x) => x.slice(1, -1)),
          `${path.relative(root, file)}:${before.split('\n').length}`,
        );
      }
    }
  // A list the domain derives (a label table's codes, read by codesOf) has no `[...]` in its source: each exported list
  // not written out above (nor another name for one that is) counts once as well, so writing it out again is a copy.
  const exported = Object.entries(domain as Record<string, unknown>).flatMap(([name, value]) =>
    Array.isArray(value) && value.length >= 2 && value.every((x) => typeof x === 'string')
      ? [[name, value as readonly string[]] as const]
      : [],
  );
  const seen = new Set(exported.filter(([name]) => writtenOut.has(name)).map(([, list]) => list));
  for (const [name, list] of exported) {
    if (seen.has(list)) continue;
    seen.add(list);
    add(list, `packages/domain exports ${name}`);
  }
  expect([...lists].filter(([, where]) => where.length > 1)).toEqual([]);
});
