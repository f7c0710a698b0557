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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // A function does one thing a reader can hold at once: screens are composed of named parts.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
      // Still longer than 80 lines, to be split by what they do: the two account sheets wait for
      // the phone-number rework in features/auth, the others for the next pass over the kit.
      'apps/web/src/features/age-gate/components/age-gate-popup.tsx',
      'apps/web/src/features/auth/components/secure-account-sheet.tsx',
      'apps/web/src/features/auth/components/sign-in-sheet.tsx',
      'apps/web/src/features/support/components/ticket-form.tsx',
      'apps/web/src/features/support/components/ticket-thread.tsx',
      'apps/web/src/features/withdrawals/components/payout-account-form.tsx',
      'apps/web/src/features/withdrawals/components/payout-accounts-section.tsx',
      'apps/web/src/features/withdrawals/components/withdrawal-tracker.tsx',
    ],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  ...importBoundaries(),
);
