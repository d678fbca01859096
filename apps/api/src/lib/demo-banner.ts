import { sandboxParts, type AppConfig } from '../config.ts';

/**
 * docs/decisions.md §7: a demo announces itself at every start, loudly, so nobody mistakes a clone on a laptop for a
 * service that may take real customers. Printed on stderr by server.ts.
 */
export function demoBanner(config: AppConfig): string {
  const parts = sandboxParts(config);
  const rule = '='.repeat(78);
  return [
    rule,
    '  KAVACH IS RUNNING IN DEMO MODE (KAVACH_MODE=demo)',
    '  This is a demonstration with sandbox SMS, payments and CKYC.',
    '  It MUST NOT take real customers, real payments or real identity documents.',
    ...(parts.length > 0
      ? ['  Demo parts in use:', ...parts.map((p) => `    - ${p.part} (${p.setting})`)]
      : ['  No sandbox provider is configured, but the demo routes are on.']),
    '  Demo routes: /v1/dev/outbox (login codes), /sandbox-pay/* (test cards), /v1/docs (API docs).',
    '  For real traffic set KAVACH_MODE=production: it refuses to start until every',
    '  demo part above is replaced (see README.md, "Running it").',
    rule,
  ].join('\n');
}
