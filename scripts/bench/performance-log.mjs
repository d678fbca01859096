// Writes one `npm run bench` run into docs/performance.md: a row of the bench log, newest first, with the date and
// commit, so a figure that drifts shows against the rows before it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const START = '<!-- bench-log:start -->';
const END = '<!-- bench-log:end -->';
export const LOG_HEADER = [
  '| date (UTC) | commit | single quote ÷ bare (PGlite / PostgreSQL / ×2) | single quote req/s, p99 | async p95 | poll req/s | home JS | Lighthouse perf. (home / health list / plan / term list / bike list / car list / proposal / review; older rows the first three or six) | budgets |',
  '|---|---|---|---|---|---|---|---|---|',
];

const commitOf = (root) => {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: root,
      encoding: 'utf8',
    });
    return dirty.trim() ? `${sha} + changes` : sha;
  } catch {
    return 'unknown';
  }
};

/**
 * @param {string} root the repository
 * @param {{ runs: { name: string, load: { shareOfBare: number, quote: { reqPerSec: number, p99Ms: number }, poll?: { reqPerSec: number } } }[],
 *   asyncP95Ms: number, homeJsKb: number, lighthouse: Record<string, { performance: number }>, misses: string[] }} r
 */
export function logBenchRun(root, r) {
  const file = path.join(root, 'docs/performance.md');
  const text = fs.readFileSync(file, 'utf8');
  const at = text.indexOf(START);
  const end = text.indexOf(END);
  if (at < 0 || end < at) throw new Error(`docs/performance.md has lost its ${START} … ${END} markers`);
  const joined = (f) => r.runs.map(f).join(' / ');
  const row = [
    new Date().toISOString().slice(0, 16).replace('T', ' '),
    commitOf(root),
    joined((x) => `${x.load.shareOfBare} %`),
    joined((x) => `${x.load.quote.reqPerSec.toLocaleString('en-IN')}, ${x.load.quote.p99Ms} ms`),
    `${r.asyncP95Ms} ms`,
    joined((x) => (x.load.poll ? x.load.poll.reqPerSec.toLocaleString('en-IN') : '—')),
    `${r.homeJsKb.toFixed(1)} KB`,
    Object.values(r.lighthouse)
      .map((l) => l.performance)
      .join(' / ') || '—',
    r.misses.length ? `missed: ${r.misses.join('; ')}` : 'met',
  ];
  const body = text
    .slice(at + START.length, end)
    .trim()
    .split('\n')
    .slice(LOG_HEADER.length);
  const table = [...LOG_HEADER, `| ${row.join(' | ')} |`, ...body.filter(Boolean)].join('\n');
  fs.writeFileSync(file, `${text.slice(0, at + START.length)}\n${table}\n${text.slice(end)}`);
}
