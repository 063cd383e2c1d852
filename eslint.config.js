import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import noCrossFeatureImports from './tools/eslint/no-cross-feature-imports.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'packages/db/migrations/**', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { charter: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: {
      'charter/no-cross-feature-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
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
