import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint-import-boundaries.js';

const here = (folder) => path.join(import.meta.dirname, folder);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      'server/.build-test-*',
      'data',
      'backups',
      'server/src/generated',
      'client/src/lib/api-types.gen.ts',
      'coverage',
      'test-artifacts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['client/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  { files: ['client/public/sw.js'], languageOptions: { globals: { ...globals.serviceworker } } },
  // Feature folders stay independent (docs/architecture.md): server modules and client features
  // never import each other; app.ts and the client's route table are the only places that mount them.
  {
    files: ['server/src/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/import-boundaries': [
        'error',
        {
          root: here('server/src/modules'),
          unit: 'module',
          shared: 'server/src/shared/ (or lib/, payments/, jobs/)',
          composers: [here('server/src/app.ts')],
        },
      ],
    },
  },
  // Layers, lowest first (docs/architecture.md): a file imports its own layer and those below.
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'boundaries/layers': [
        'error',
        {
          root: here('server/src'),
          layers: [
            ['generated/', 'types/', 'lib/'],
            ['shared/'],
            ['config.ts', 'infra/', 'faces/', 'media/', 'ocr/', 'payments/'],
            ['jobs/'],
            ['plugins/'],
            ['modules/'],
            ['app.ts', 'server.ts', 'worker.ts', 'db/', 'demo/', 'ops/'],
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/layers': [
        'error',
        {
          root: here('client/src'),
          layers: [
            ['lib/', 'locales/', 'assets/', 'index.css'],
            ['components/'],
            ['features/'],
            ['app/', 'main.tsx', 'entry-server.tsx'],
          ],
          closed: [
            {
              from: '^features/(?!admin-)',
              to: 'components/admin/',
              why: "the back office's components stay out of public pages (and their chunks).",
            },
          ],
        },
      ],
      'boundaries/import-boundaries': [
        'error',
        {
          root: here('client/src/features'),
          unit: 'feature',
          shared: 'client/src/lib/ or components/ui/',
          composers: [here('client/src/app')],
        },
      ],
    },
  },
  prettier,
);
