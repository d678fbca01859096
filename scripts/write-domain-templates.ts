// Writes packages/domain/src/i18n/built-templates.ts from the domain's builders (npm run i18n:templates): the
// domain's test fails until it is rewritten after a builder's English changes (docs/i18n.md).
import fs from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { builtTemplates } from '../packages/domain/src/i18n/domain-text-list.ts';

const target = new URL('../packages/domain/src/i18n/built-templates.ts', import.meta.url);
const source = `// Written by scripts/write-domain-templates.ts (npm run i18n:templates) from the domain's builders; do not edit.
import type { BuiltTemplate } from './domain-text-list';

/** The templates of the texts the domain builds, the most particular first (domain-text-list.ts). */
export const BUILT_TEMPLATES: readonly BuiltTemplate[] = ${JSON.stringify(builtTemplates())};
`;
fs.writeFileSync(target, await format(source, { ...(await resolveConfig(target)), filepath: target.pathname }));
console.log(`wrote ${target.pathname}`);
