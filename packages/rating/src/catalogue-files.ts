import type { z } from 'zod';

/**
 * How catalogue files reach the parsers: the caller reads them (the API from a directory, a test from memory) and
 * hands each one over as its text, or as why it could not be read (`missing` when there is no such file: an optional
 * file, such as a catalogue's translations, may be left out). The rating package itself does no I/O.
 */
export type CatalogueFileText = { text: string } | { problem: string; missing?: true };
export type CatalogueReader = (file: string) => CatalogueFileText;

/** The catalogue cannot be used; the message lists every problem, one per line, each naming its file. */
export class CatalogueError extends Error {
  override name = 'CatalogueError';
}

export type ParsedFile<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** One catalogue file, read, parsed as JSON and checked against its schema; each problem names the file. */
export function parseCatalogueFile<T>(read: CatalogueReader, file: string, schema: z.ZodType<T>): ParsedFile<T> {
  const given = read(file);
  if ('problem' in given) return { ok: false, problems: [`${file}: ${given.problem}`] };
  let json: unknown;
  try {
    json = JSON.parse(given.text);
  } catch (err) {
    return { ok: false, problems: [`${file}: invalid JSON: ${(err as Error).message}`] };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${file}: ${formatPath(issue.path)}: ${issue.message}`),
  };
}

/** [3].rating.base_rate_multiplier: the form a reader can follow in the JSON file. */
export function formatPath(segments: readonly PropertyKey[]): string {
  if (segments.length === 0) return '(top level)';
  return segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : `${i === 0 ? '' : '.'}${String(s)}`)).join('');
}

/**
 * "Health catalogue invalid: …" with one problem on the line, or every problem on a line of its own; each vertical's
 * parser names its own product.
 */
export function catalogueError(product: string, problems: readonly string[]): CatalogueError {
  const body = problems.length === 1 ? ` ${problems[0]}` : `\n${problems.join('\n')}`;
  return new CatalogueError(`${product} catalogue invalid:${body}`);
}

/** A file the rest of the load depends on: parsed as parseCatalogueFile does, and its problems thrown at once. */
export function requireCatalogueFile<T>(read: CatalogueReader, product: string, file: string, schema: z.ZodType<T>): T {
  const result = parseCatalogueFile(read, file, schema);
  if (!result.ok) throw catalogueError(product, result.problems);
  return result.value;
}
