import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** What no lint reads: dependencies, build output, bench and Playwright reports (eslint.typed.config.mjs too). */
export const ignored = {
  ignores: [
    '**/dist/**',
    '**/node_modules/**',
    '**/.turbo/**',
    'bench/results/**',
    '**/playwright-report/**',
    '**/test-results/**',
  ],
};

export default tseslint.config(
  ignored,
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    // What browsers download: production code of the apps and of @cadeau/ui. Test helpers stay out (tests and
    // the test helpers themselves may import them), and so does zod (ADR 0009): the route table and its schemas
    // are imported for their types only, the typed api() client needs nothing else at run time. The error keys
    // (`@cadeau/contracts/errors`), the VAT formula (`@cadeau/contracts/vat`), the plain values (status and type
    // lists, ISO weeks, today in Zurich: `@cadeau/contracts/values`) and the other zod-free subpaths may be
    // imported as values.
    files: ['{shell,mfe-*,packages/ui}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@cadeau/contracts',
              allowTypeImports: true,
              message:
                'Browser code imports @cadeau/contracts with `import type` only (its schemas would bundle zod); error keys come from @cadeau/contracts/errors.',
            },
            {
              name: 'zod',
              allowTypeImports: true,
              message: 'No zod in the browser bundles: validation runs in the services (`import type` is fine).',
            },
          ],
          patterns: [
            {
              group: ['@cadeau/ui/testing', '@cadeau/ui/testing/*'],
              message: 'Test helpers only: import them from tests.',
            },
            {
              group: ['zod/*'],
              allowTypeImports: true,
              message: 'No zod in the browser bundles: validation runs in the services (`import type` is fine).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
