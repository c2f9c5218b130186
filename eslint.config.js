import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettierCompatible from 'eslint-config-prettier';

const root = import.meta.dirname;
const folders = (path) =>
  readdirSync(`${root}/${path}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The boundaries of docs/ARCHITECTURE.md ("Boundaries") and decision 054; scripts/eslint-config.test.ts
 * checks that each rule fires.
 *
 * Between the three programs: common/ imports neither server/ nor web/; server/ and web/ never
 * import each other.
 *
 * Inside the web app, lowest layer first:
 * - shared code: web/lib, web/components, web/i18n, web/test and the helpers of web/app (paths,
 *   theme, navigation rules…) import no feature, page or shell file;
 * - base features: session (who is signed in, language, currency) and config (the shop's settings),
 *   which every feature may use; they import no other feature;
 * - features: every other folder of web/features imports shared code and the base features only,
 *   never another feature;
 * - the shell puts them together and may import anything in web/: web/main.tsx, the frame in
 *   web/app (router, root layout, providers…), the layout feature (header, menus, drawer, footer)
 *   and the pages in web/pages.
 * Tests (`*.test.ts(x)`) are outside the web layers: a test of the translations reads every bundle.
 */
const baseFeatures = ['session', 'config'];
const shellFeatures = ['layout'];
const shellAppFiles = ['app.tsx', 'providers.tsx', 'root-layout.tsx', 'route-errors.tsx', 'router.tsx', 'scroll-manager.tsx'];
const shell = [
  'web/main.tsx',
  'web/pages',
  ...shellAppFiles.map((file) => `web/app/${file}`),
  ...shellFeatures.map((name) => `web/features/${name}`),
];
const sharedWeb = ['web/lib', 'web/components', 'web/i18n', 'web/test', `web/app/!(${shellAppFiles.join('|')})`];
const features = folders('web/features').filter((name) => !shellFeatures.includes(name));

const programZones = [
  {
    target: 'common',
    from: ['server', 'web', 'e2e', 'scripts'],
    message: 'common/ is shared by the server and the web app and imports neither.',
  },
  { target: 'server', from: ['web', 'e2e'], message: 'The server never imports web code.' },
  { target: 'web', from: ['server', 'e2e', 'scripts'], message: 'The web app talks to the server over HTTP only.' },
];

const webZones = [
  ...sharedWeb.map((target) => ({
    target,
    from: ['web/features', ...shell],
    message: 'Shared web code imports no feature, page or shell file: pass in what it needs, or move the piece into shared code.',
  })),
  ...features.flatMap((name) => [
    {
      target: `web/features/${name}`,
      from: 'web/features',
      except: [...new Set([name, ...baseFeatures])].map((allowed) => `./${allowed}`),
      message: baseFeatures.includes(name)
        ? 'A base feature (session, config) imports no other feature.'
        : 'A feature imports shared code and the base features (session, config) only, never another feature: move what two features share into web/lib or web/components.',
    },
    {
      target: `web/features/${name}`,
      from: shell.filter((path) => !path.startsWith('web/features/')),
      message: 'A feature never imports a page or the shell.',
    },
  ]),
];

/**
 * Files that still break a rule while their fix is under way elsewhere, each to be taken off the
 * list by the change that fixes it (decision 054): none since the contact fields and rules became
 * shared (web/components/forms/contact-fields.tsx, web/lib/contact-form-rules.ts); a new one is refused.
 */
const pendingWebFixes = [];
/** Server files that still build queries outside a repository: none since the unit of work (decision 060); a new one is refused. */
const pendingQueryMoves = [];

/** Only repositories build queries: the query builder and the tables (as values) stay in them. */
const queryBuilder = {
  patterns: [
    { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Queries belong in repositories (*.repository.ts).' },
    {
      group: ['**/db/schema', '**/db/schema/*', '@server/db/schema', '@server/db/schema/*'],
      allowTypeImports: true,
      message: 'Tables are queried in repositories (*.repository.ts); import their row types with `import type`.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'server/db/migrations/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Import boundaries and no import cycles (type-only imports do not count: they vanish at build).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // As import-x's TypeScript preset: the files the cycle check reads, with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: programZones }],
    },
  },
  {
    // Nothing imports a test, so no test closes a cycle: the cycle check, the slowest rule, skips them.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.e2e.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/**/*.test.{ts,tsx}', ...pendingWebFixes],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...programZones, ...webZones] }],
    },
  },
  {
    // Repositories hold all SQL: elsewhere on the server neither the query builder nor a table.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.repository.ts', 'server/db/**', 'server/test/**', 'server/**/*.test.ts', ...pendingQueryMoves],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', queryBuilder],
    },
  },
  {
    // The layering of conventions.md: routes call services, never repositories or the database.
    files: ['server/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/*.repository', '**/db/client'], message: 'Routes call services; only repositories touch the database.' },
          ],
        },
      ],
    },
  },
  {
    // common/ is isomorphic: no I/O.
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'common/ holds isomorphic code only.' }] }],
    },
  },
  // Layout is Prettier's (checked by `npm run lint`): no ESLint rule argues with it.
  prettierCompatible,
);
