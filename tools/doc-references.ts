import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// A citation in code or docs names a document of the repository and, optionally, a numbered heading in it, such as
// `docs/decisions.md §4a` or `docs/product/quotes.md §2, §5`; a document may name another relative to itself, as a
// link does. A citation a clone cannot follow (a file outside the repository, a section that is not a heading of the
// file) is a dead link.

/** Where citations are looked for: the code, its tests, the scripts and tools, and every document. */
const TOP_DIRS = ['apps', 'packages', 'e2e', 'scripts', 'tools', 'docs', '.ci'];
const SKIP_DIRS = new Set(['node_modules', 'dist', '.tsbuild', 'data', 'coverage', 'artifacts', '.git']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|css|html|json|sql|ya?ml|sh)$/;
const ROOT_FILE = /\.(md|ts|js|mjs|cjs)$/;

/**
 * A path ending in .md, not part of a longer path or URL, and not a link's text (its target is read instead): a
 * root-relative path, a bare file name, or one relative to the citing document with its leading dots.
 */
const DOC = /(?<![\w/.-])((?:\.\.?\/)*[\w/-]*[\w-]\.md)\b(?!\]\()/g;
/** A section sign and its number, the number being digits with an optional letter, then dotted digits. */
const SECTION = /§(\d+[a-z]?(?:\.\d+)*)/g;
/** Lines that can hold anything the check looks at; the others are skipped unread. */
const RELEVANT = /\.md|§|DESIGN|STYLE|[Ss]pec [1-3]/;
/** A law or standard cited by section (DPDP Act 2023 §11, RFC 8259 §8.1): not one of our documents. */
const OUTSIDE_SOURCE = /\b(?:Act(?: \d{4})?|RFC \d+)\b/g;
/** The team's brief, which the repository does not hold. */
const BRIEF = /\b(?:[Ss]pec [1-3](?= ?§|'s\b| and [1-3]\b)|DESIGN(?:\.md)?(?= §)|(?:DESIGN|STYLE)\.md\b)/g;

export type Problem = { file: string; line: number; message: string };

/** What the check needs to know about the repository, so it can be tried on made-up files too. */
export type Repository = {
  /** The file a citation in `from` names, relative to the root or to `from`'s folder; null when neither exists. */
  resolve: (from: string, cited: string) => string | null;
  /** The section numbers of a document's headings: a heading "4. States" gives 4, "4.10 Payment" gives 4.10. */
  headings: (doc: string) => ReadonlySet<string>;
};

type Mark = { at: number; kind: 'doc'; name: string } | { at: number; kind: 'outside' };

function marksOf(line: string): Mark[] {
  const docs: Mark[] = [...line.matchAll(DOC)].map((m) => ({ at: m.index, kind: 'doc', name: m[1] ?? '' }));
  const outside: Mark[] = [...line.matchAll(OUTSIDE_SOURCE)].map((m) => ({ at: m.index, kind: 'outside' }));
  return [...docs, ...outside].sort((a, b) => a.at - b.at);
}

/**
 * Every citation problem in one file. A § belongs to the last document named before it on its line; in code, a §
 * with none on its line belongs to the last one of the two lines above (a comment wrapped between the name and the
 * section); in a document it is a section of the document itself.
 */
export function referenceProblems(file: string, text: string, repo: Repository): Problem[] {
  const problems: Problem[] = [];
  const isDoc = file.endsWith('.md');
  if (!RELEVANT.test(text)) return problems;
  const lines = text.split('\n');
  const cache = new Map<number, Mark[]>();
  const marksAt = (i: number): Mark[] => {
    const line = lines[i];
    if (line === undefined || !(line.includes('.md') || line.includes('Act') || line.includes('RFC'))) return [];
    let found = cache.get(i);
    if (!found) {
      found = marksOf(line);
      cache.set(i, found);
    }
    return found;
  };
  lines.forEach((line, i) => {
    if (!RELEVANT.test(line)) return;
    const report = (message: string) => problems.push({ file, line: i + 1, message });
    for (const m of line.matchAll(BRIEF)) report(`cites the brief, outside the repository: "${m[0]}"`);
    const resolved = new Map<string, string | null>();
    const docOf = (name: string) => {
      if (!resolved.has(name)) resolved.set(name, repo.resolve(file, name));
      return resolved.get(name) ?? null;
    };
    for (const mark of marksAt(i)) {
      if (mark.kind === 'doc' && docOf(mark.name) === null) report(`${mark.name} is not in the repository`);
    }
    for (const section of line.matchAll(SECTION)) {
      let owner = marksAt(i)
        .filter((m) => m.at < section.index)
        .at(-1);
      if (!owner && !isDoc) owner = [i - 1, i - 2].map((j) => marksAt(j).at(-1)).find((m) => m !== undefined);
      if (owner?.kind === 'outside') continue;
      const number = section[1] ?? '';
      const doc = owner ? docOf(owner.name) : isDoc ? file : null;
      if (!owner && !isDoc) report(`§${number} names no document`);
      else if (doc !== null && !repo.headings(doc).has(number))
        report(`${owner ? owner.name : file} has no heading §${number}`);
    }
  });
  return problems;
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* walk(full);
    } else if (entry.isFile() && (TEXT_FILE.test(entry.name) || path.basename(dir) === '.ci')) {
      yield full;
    }
  }
}

/** The files whose citations are checked, relative to `root`. */
export function citingFiles(root: string): string[] {
  const files = TOP_DIRS.map((d) => path.join(root, d))
    .filter((d) => existsSync(d))
    .flatMap((d) => [...walk(d)]);
  const rootFiles = readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isFile() && ROOT_FILE.test(e.name))
    .map((e) => path.join(root, e.name));
  return [...files, ...rootFiles].map((f) => path.relative(root, f).split(path.sep).join('/'));
}

const HEADING = /^#{1,6}\s+(\d+[a-z]?(?:\.\d+)*)[.\s]/;

/** The repository on disk at `root`. */
export function repositoryAt(root: string): Repository {
  const headings = new Map<string, ReadonlySet<string>>();
  return {
    resolve: (from, cited) =>
      [path.posix.normalize(cited), path.posix.join(path.posix.dirname(from), cited)].find(
        (candidate) => !candidate.startsWith('..') && existsSync(path.join(root, candidate)),
      ) ?? null,
    headings: (doc) => {
      let found = headings.get(doc);
      if (!found) {
        const numbers = readFileSync(path.join(root, doc), 'utf8')
          .split('\n')
          .map((l) => HEADING.exec(l)?.[1])
          .filter((n): n is string => n !== undefined);
        found = new Set(numbers);
        headings.set(doc, found);
      }
      return found;
    },
  };
}
