import js from '@eslint/js';
import webLayers from './tools/eslint-web-layers.js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

// Locator and page reads that answer once, without waiting for the page to reach the state a test expects.
const READS =
  '/^(textContent|innerText|innerHTML|inputValue|isVisible|isHidden|isChecked|isEnabled|isDisabled|count|getAttribute|allTextContents|allInnerTexts|evaluate|evaluateAll)$/';
const E2E_ONE_SHOT_READS = [
  {
    selector: "CallExpression[callee.property.name='waitForTimeout']",
    message: 'No fixed sleeps: wait for what the user sees (locator.waitFor, page.waitForURL, expect.poll).',
  },
  {
    selector: "MemberExpression[property.name='resolves'][object.callee.name='expect']",
    message: 'A one-shot read: use expect.poll(() => read()) so the assertion waits for the page.',
  },
  {
    selector: `CallExpression[callee.name='expect'] > AwaitExpression > CallExpression[callee.property.name=${READS}]`,
    message: 'A one-shot read: use expect.poll(() => read()) so the assertion waits for the page.',
  },
  {
    selector:
      'AwaitExpression > CallExpression[callee.property.name=/^(isVisible|isHidden|isChecked|isEnabled|isDisabled)$/]',
    message: 'is…() answers at once: assert it with expect.poll, or wait with locator.waitFor({ state }).',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.tsbuild/**', 'data/**', 'apps/api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its error (an unhandled rejection, or a failure nobody sees),
    // and a promise passed where a void callback is expected (an event handler, forEach) is never awaited.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      // One program over every file (tsconfig.eslint.json), not a program per package's tsconfig, each of which read
      // the domain again: lint took 4 of CI's minutes (docs/operations.md#ci).
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The web app's layers on resolved paths (issue 16, bulletproof-react): shared → features → app.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { kavach: webLayers },
    rules: { 'kavach/web-layers': 'error' },
  },
  {
    // The rating engines are pure (issue 16): catalogue files are read by the API and handed over as data.
    files: ['packages/rating/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(node:)?(fs|fs/promises|path|url|os|child_process|net|http|https|worker_threads)$',
              message: 'packages/rating does no I/O: take the data as input (see catalogue-files.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Every text a buyer reads comes from a catalogue (docs/i18n.md): JSX text, and the attributes a screen reader or
    // a field shows. The staff console stays English.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/features/ops/**', 'apps/web/src/prerender.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              '^aria-label$',
              '^title$',
              '^placeholder$',
              '^alt$',
              '^label$',
              'Label$',
              '^heading$',
              '^description$',
              '^hint$',
              '^message$',
            ],
          },
          words: { exclude: ['[\\s0-9!-/:-@[-`{-~₹·—–…•×✓]+', '[A-Z_-]+', 'Kavach'] },
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'apps/api/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Browser tests run on a busy 2-core machine (issue 20): every read of the page waits for its condition.
    files: ['e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...E2E_ONE_SHOT_READS] },
  },
);
