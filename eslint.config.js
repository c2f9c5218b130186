import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'server/db/migrations/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The layering of conventions.md: routes call services, never repositories or the database.
    files: ['server/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/*.repository', '**/db/client', 'drizzle-orm', 'drizzle-orm/*'], message: 'Routes call services; only repositories touch the database.' }] }],
    },
  },
  {
    // Services hold the rules and never build queries themselves.
    files: ['server/**/*.service.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Queries belong in repositories.' }] }],
    },
  },
  {
    // common/ is isomorphic: no I/O, no server or web code.
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', '@server/*', '@web/*', '**/server/**', '**/web/**'], message: 'common/ holds isomorphic code only.' }] }],
    },
  },
  {
    // The web app never imports server code.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@server/*', '**/server/**'], message: 'The web app talks to the server over HTTP only.' }] }],
    },
  },
);
