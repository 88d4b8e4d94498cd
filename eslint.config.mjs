import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';
import { architectureRules, noCycleRules } from './scripts/lint/architecture.mjs';

const fromRoot = (file) => fileURLToPath(new URL(file, import.meta.url));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      'functions/ssr/**',
      'tests/lint-fixtures/**',
      '.cache/**',
      'emulator-data/**',
      'bench-results/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023 },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: [
      'scripts/**/*.mjs',
      'functions/**/*.{ts,mjs}',
      'model/**/*.ts',
      'tests/**/*.ts',
      '*.mjs',
      'web/vite.config.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Architecture of web/src (import zones, data access, no cycles): scripts/lint/architecture.mjs.
  // tests/lint-fixtures/web/src is a small tree that breaks each rule on purpose (tests/unit/lintArchitecture.test.ts).
  ...architectureRules('web/src', {
    importX,
    resolver: createTypeScriptImportResolver({ project: fromRoot('./web/tsconfig.json') }),
  }),
  ...architectureRules('tests/lint-fixtures/web/src', {
    importX,
    resolver: createTypeScriptImportResolver({ project: fromRoot('./tests/lint-fixtures/tsconfig.json') }),
  }),
  // No import cycles in the Node code either; tests/lint-fixtures/node holds a cycle on purpose.
  ...noCycleRules(
    ['functions/src/**/*.ts', 'model/src/**/*.ts', 'scripts/**/*.mjs', 'tests/lint-fixtures/node/**/*.{ts,mjs}'],
    {
      importX,
      resolver: createTypeScriptImportResolver({
        project: [fromRoot('./functions/tsconfig.json'), fromRoot('./model/tsconfig.json')],
        noWarnOnMultipleProjects: true,
      }),
    },
  ),
);
