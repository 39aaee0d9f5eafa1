import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Folders under a directory of this repository (read relative to this file, so linting works from any cwd). */
function foldersOf(dir) {
  const path = fileURLToPath(new URL(dir, import.meta.url));
  return existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
}

const features = foldersOf('./apps/web/src/features');
const modules = foldersOf('./apps/server/src/modules');

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.test-results/**',
      '**/drizzle/**',
      'scripts/**',
      'eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Dependency files are parsed as TypeScript, so rules that follow imports (no-cycle) see through them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves extensionless and `.js` specifiers to the TypeScript files, so path rules see every import.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/shared/tsconfig.json',
            'packages/accounting/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
          ],
          // Five projects on purpose (each has its own compiler options); the resolver picks by file.
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-base-to-string': 'off',
      'import-x/no-default-export': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // The accounting core is pure: it may use the shared package only.
            { target: './packages/accounting', from: './apps' },
            { target: './packages/shared', from: ['./apps', './packages/accounting'] },
            // Web features never import each other.
            ...features.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
            })),
            // A server module uses another only through that module's public index.ts, never its tables,
            // repository, services or routes.
            ...modules.map((m) => ({
              target: `./apps/server/src/modules/${m}/**/!(*.schema).ts`,
              from: './apps/server/src/modules',
              except: [`./${m}`, ...modules.filter((o) => o !== m).map((o) => `./${o}/index.ts`)],
              message: 'Import another module only through its index.ts.',
            })),
            // Table definitions may name another module's table for a foreign key, and nothing else of it.
            ...modules.map((m) => ({
              target: `./apps/server/src/modules/${m}/*.schema.ts`,
              from: './apps/server/src/modules',
              except: [`./${m}`, ...modules.filter((o) => o !== m).map((o) => `./${o}/${o}.schema.ts`)],
              message: "A table definition may import another module's table definitions only.",
            })),
            // Cross-cutting code knows no business module.
            { target: './apps/server/src/platform', from: './apps/server/src/modules' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Calls go through the shared endpoint table: the web through call(), the server through route().
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/http/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/http/clients'],
              importNames: ['api', 'apiV1', 'publicApi'],
              message: 'Call the API with call() and an endpoint of the shared table (packages/shared).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(get|post|put|patch|delete|route)$/][arguments.0.type='Literal']",
          message: 'Register a route with route() and an endpoint of the shared table (packages/shared).',
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(get|post|put|patch|delete)$/][arguments.0.type='TemplateLiteral']",
          message: 'Register a route with route() and an endpoint of the shared table (packages/shared).',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // Declaration merging (module augmentation, env types) needs interfaces.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'apps/server/test/**'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Tests read replies as JSON (res.json() is any) and assert on them; the assertion is the check.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
);
