import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import noCrossFeatureImports from './tools/eslint/no-cross-feature-imports.js';
import kebabCaseFileNames from './tools/eslint/kebab-case-file-names.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'packages/db/migrations/**', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: {
      charter: { rules: { 'no-cross-feature-imports': noCrossFeatureImports, 'kebab-case-file-names': kebabCaseFileNames } },
    },
    rules: {
      'charter/no-cross-feature-imports': 'error',
      'charter/kebab-case-file-names': 'error',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // A file does one thing (design house rule 7); past 300 lines of code it is doing several.
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Data, not logic: one table each, read top to bottom, that splitting would only scatter.
    files: [
      'packages/db/src/seed/workflow.ts', // the default workflow: states, actions and their e-mails
      'apps/server/src/access/route-matrix.table.ts', // every route x role the access test asserts
    ],
    rules: { 'max-lines': 'off' },
  },
  {
    // Type-aware rules, on the TypeScript the tsconfigs already describe; the two root-level files
    // no tsconfig includes get the default project.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'tools/eslint/*.test.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    // A promise nobody awaits loses its rejection (an unhandled rejection ends the process) and its
    // ordering; fire-and-forget is written `void` with its errors caught.
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // An import cycle makes start-up order decide which module sees the other half-initialised.
    // The resolver maps the source's `.js` specifiers to its `.ts` files and follows the workspace
    // packages' exports, so cycles through them are seen too.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Shared schemas take `z` from src/zod.ts, which installs the error map first (ADR 0022).
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/zod.ts', 'packages/shared/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import { z } from the package's src/zod.ts instead.", allowTypeImports: true }] },
      ],
    },
  },
);
