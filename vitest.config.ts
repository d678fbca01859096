import { defineConfig } from 'vitest/config';

// One `vitest run` proves the product (docs/decisions.md §6): unit, API (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and browser journeys against the built app.
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Two test files at a time, whatever the machine: on CI's 2 cores vitest's default (cores − 1) ran every file
    // one after another. Each API file has a database of its own (test/test-app.ts). Browser files run after all the
    // others (sequence.groupOrder), also two at a time: they share the run's server, and the console's sign-in is
    // done once and its session reused (e2e/support/ops-console.ts), so two files never wait on one TOTP step.
    maxWorkers: 2,
    projects: [
      // Pure functions: files share a worker's modules (isolate: false) rather than importing the domain afresh.
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node', isolate: false } },
      // Rules about the repository itself: every citation of a document names a file and heading that exist.
      { test: { name: 'repo', include: ['tools/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'rating',
          include: ['packages/rating/src/**/*.test.ts'],
          environment: 'node',
          passWithNoTests: true,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Files share a worker's modules: importing the app afresh for each of a hundred files was 44 % of the
          // project's time (836 s → 472 s on 30 November, docs/operations.md#ci). Each file still has its own app
          // and database, and a file that fakes the clock puts it back.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // One jsdom per worker, not per file: setting it up was half the project's time. setup.ts empties the
          // document and storage after every test, which is all a file left behind for the next.
          isolate: false,
          // Role queries over a long list in jsdom take seconds on a busy 2-core machine; 5 s timed out at random.
          testTimeout: 15_000,
          passWithNoTests: true,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
          // Page reads poll until the page shows what is expected (issue 20); 10 s covers a busy 2-core machine.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
