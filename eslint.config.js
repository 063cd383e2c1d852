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
);
