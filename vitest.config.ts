import { defineConfig } from 'vitest/config';

/**
 * Unit tests (`*.test.ts[x]`) and integration tests (`*.int.test.ts`) are separate projects that never mix.
 * Integration tests run on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set (see scripts/test.mjs).
 */
export default defineConfig({
  test: {
    // Both cores for every project (one setting for all: projects run together in one vitest call, and vitest
    // refuses projects that differ in workers without an order between them). The default, one fewer than the
    // cores, leaves one idle on the 2-core CI machine.
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          // antd renders slowly in jsdom; a loaded 2-core machine needs more than the 5 s default.
          testTimeout: 60_000,
        },
        esbuild: { jsx: 'automatic' },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/src/**/*.int.test.ts'],
          // One migrated and seeded database per run, copied by each file (apps/server/test/global-setup.ts).
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
