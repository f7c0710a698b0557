import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importBoundaries } from './eslint/import-boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', 'data', 'bench/results', 'e2e/screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
      },
    },
  },
  {
    files: ['apps/ops/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Times are read on the market's clock, never the phone's: one formatter,
      // lib/market/format-market-time.ts, sets the market's time zone (PRODUCT.md §3.11).
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
          message: "Format times with formatMarketTime (lib/market): it reads the market's clock.",
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
          message: "Format times with formatMarketTime (lib/market): it reads the market's clock.",
        },
        // Numbers are written by @sorte/money: the first Intl number format a page makes costs a
        // slow phone tens of milliseconds of locale data, inside a render.
        {
          selector: "MemberExpression[object.name='Intl'][property.name='NumberFormat']",
          message:
            'Write numbers with @sorte/money (formatMoney, formatRatePercent, formatRateFraction).',
        },
        {
          selector: "CallExpression[callee.property.name='toLocaleString']",
          message:
            'Write numbers with @sorte/money (formatMoney, formatRatePercent, formatRateFraction).',
        },
      ],
    },
  },
  {
    // Small pieces: a function does one thing a reader can hold at once. Every app and package;
    // tests, test support and generated data are exempt.
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx,js,mjs}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test-support/**',
      '**/*-test-support.ts',
      '**/drizzle/**',
      'apps/api/test/**',
      'apps/web/src/test/**',
      'apps/ops/src/test/**',
    ],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['apps/web/src/lib/market/format-market-time.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...importBoundaries(),
);
