import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { ignored } from './eslint.config.mjs';

/**
 * The type-aware rules (issue 22): a promise nobody awaits or catches, and a promise handed where nothing awaits it
 * (an async onClick, a knex callback returning its builder). They need each workspace's TypeScript program, which
 * one process for the whole repository cannot hold (it ran out of a 4 GB heap after 3 minutes), so turbo runs them
 * per workspace (`lint:types`, about 5 to 10 s each) beside `typecheck`; `eslint .` keeps the fast syntactic rules.
 * A promise that is meant to float says so with `void`.
 */
export default tseslint.config(ignored, {
  files: ['**/*.{ts,tsx}'],
  // The other rules are eslint.config.mjs's: their disable comments are neither used nor unknown here.
  linterOptions: { reportUnusedDisableDirectives: 'off' },
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
  },
  plugins: { '@typescript-eslint': tseslint.plugin, 'react-hooks': reactHooks },
  rules: {
    '@typescript-eslint/no-floating-promises': 'error',
    '@typescript-eslint/no-misused-promises': 'error',
  },
});
