// ESLint for the whole repository (`npm run lint`, part of `npm test`): JavaScript's and typescript-eslint's
// recommended rules, React's rules of hooks, and the import boundaries of ARCHITECTURE §3 and §7
// (import-boundaries.js): no app imports another app or the API; routing only from shared-core; apps import the
// kit as 'shared', never its files by path; the kit imports no app; the API imports 'shared/contracts' only;
// an API module never imports another module's repository or routes (decisions 0010 and 0028).
import { createRequire, registerHooks } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importBoundaries from './import-boundaries.js';

// typescript-eslint needs TypeScript's JavaScript API, which TypeScript 7 (the repository's compiler) no longer
// has: while linting, every require('typescript') gets this workspace's TypeScript 5.9 (some of its helpers are
// installed at the root, where 'typescript' would be 7).
const typescript = createRequire(import.meta.url).resolve('typescript');
registerHooks({
  resolve: (specifier, context, nextResolve) => nextResolve(specifier === 'typescript' ? typescript : specifier, context),
});
const { default: tseslint } = await import('typescript-eslint');

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'e2e/artifacts/**', 'data/**', 'coverage/**', 'shared/core/api/*/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { roadmap: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      'roadmap/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportSpecifier[imported.name=/^(createContext|createStore|create)$/]',
          message:
            'Each app bundles its own copy of the kit (decision 0009): a store or a context here would be one per app, not one per page. Put it in shared-core or in the app.',
        },
      ],
    },
  },
  {
    // Kysely's migrations are written against a database of any shape (its documented form).
    files: ['api/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
