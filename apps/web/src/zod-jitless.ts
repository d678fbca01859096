// Zod compiles fast parsers with `new Function` unless told not to. The site's Content-Security-Policy forbids eval
// (script-src 'self'), so the browser would refuse it and report a violation on every page that parses; zod reads
// this global when it first loads, which is why this module is the entry's first import.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
