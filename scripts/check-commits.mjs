#!/usr/bin/env node
// Every commit since the rule began (CONTRIBUTING.md): a subject of at most 72 characters, then a blank line and a
// body that gives the reasoning. Run by .ci/run; older commits are left as they were written.
import { execFileSync } from 'node:child_process';

/** The last commit before the rule: everything after it is checked. */
const RULE_BASE = '7c126a6';
const MAX_SUBJECT = 72;

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' });
let log;
try {
  git('cat-file', '-e', `${RULE_BASE}^{commit}`);
  // NUL between fields and records: bodies hold newlines.
  log = git('log', '--no-merges', '--format=%h%x00%s%x00%b%x00%x01', `${RULE_BASE}..HEAD`);
} catch {
  console.log(`commit check: ${RULE_BASE} is not in this clone's history (a shallow clone?); nothing to check`);
  process.exit(0);
}
const problems = log
  .split('\x01')
  .map((record) => record.replace(/^\n/, '').split('\x00'))
  .filter(([hash]) => hash)
  .flatMap(([hash, subject = '', body = '']) => [
    ...(subject.length > MAX_SUBJECT
      ? [`${hash}: subject of ${subject.length} characters (at most ${MAX_SUBJECT})`]
      : []),
    ...(body.trim() ? [] : [`${hash}: no body giving the reasoning ("${subject}")`]),
  ]);
if (problems.length) {
  console.error(
    `commit check: ${problems.length} problem(s), see CONTRIBUTING.md\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `commit check: every commit since ${RULE_BASE} has a subject of at most ${MAX_SUBJECT} characters and a body`,
);
